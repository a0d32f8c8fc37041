import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';
import type { CounterRow, OrganisationRow } from '@/data/demo-server/server-db';
import { demoOrganisationDocuments } from '@/data/demo-server/seed/org-documents';
import { DEMO_VEHICLES } from '@/data/demo-server/seed/vehicles';
import { demoNotifications } from '@/data/demo-server/seed/notifications';
import {
  DEMO_ORGANISATIONS,
  demoOrganisationRows,
  withDemoOrganisationNames,
} from '@/data/demo-server/seed/organisations';
import { demoPatientDocuments } from '@/data/demo-server/seed/patients';
import { seededRandom } from '@/data/demo-server/seed/random';
import { demoTransports } from '@/data/demo-server/seed/transports';
import { demoUsers } from '@/data/demo-server/seed/users';
import { demoAwardEntries } from '@/data/demo-server/seed/award-entries';
import type { StoredAward } from '@/data/demo-server/award-entry-rows';

/** Seed and base date of the shipped demo: the same inputs always give the same data. */
export const DEFAULT_DEMO_SEED = 20_261_122;

export interface DemoSeedOptions {
  /** « Now » for the data: waiting requests were filed hours before it, completed rides days before. */
  baseDate: EpochMillis;
  seed?: number;
}

export interface DemoData {
  users: { id: string; data: unknown }[];
  patients: { id: string; data: unknown }[];
  transports: Transport[];
  notifications: { id: string; data: unknown }[];
  counters: CounterRow[];
  /** Organisation documents with their members (issue 13) and the providers' fleets. */
  organisations: OrganisationRow[];
  vehicles: { id: string; data: unknown }[];
  /** Issue 23: the award log of the accepted rides (the demo server keeps it in its meta table). */
  awards: { key: string; value: StoredAward }[];
}

function counters(
  lastTransport: Record<'ambu' | 'vsl' | 'vtc', number>,
  patients: number,
  base: number,
): CounterRow[] {
  const companies = (prefix: string) =>
    DEMO_ORGANISATIONS.filter((o) => o.orgId.startsWith(`${prefix}_`)).length;
  const row = (id: string, value: number, type: string): CounterRow => ({
    id,
    value,
    type,
    lastUpdated: base - MILLIS_PER_DAY,
  });
  return [
    row('transport_ambu', lastTransport.ambu, 'transport'),
    row('transport_vsl', lastTransport.vsl, 'transport'),
    row('transport_vtc', lastTransport.vtc, 'transport'),
    row('patient_global', patients, 'patient'),
    row('company_ambu', companies('ambu'), 'company'),
    row('company_clin', companies('clin'), 'company'),
    row('company_vtc', companies('vtc'), 'company'),
  ];
}

/** Each organisation's document with its members, and its card: name, phone, address, base. */
function withCards(documents: OrganisationRow[]): OrganisationRow[] {
  const cards = new Map(demoOrganisationRows().map((row) => [row.id, row.data as object]));
  return documents.map((row) => ({
    ...row,
    data: { ...cards.get(row.id), ...(row.data as object) },
  }));
}

/** The whole demo world: deterministic for a given seed and base date. */
export function buildDemoData({ baseDate, seed = DEFAULT_DEMO_SEED }: DemoSeedOptions): DemoData {
  const random = seededRandom(seed);
  const patients = demoPatientDocuments(random, baseDate);
  const built = demoTransports(patients, random, baseDate);
  // Named as the server names them: the clinic at creation, the company at acceptance.
  const transports = built.transports.map(withDemoOrganisationNames);
  return {
    users: demoUsers(baseDate),
    organisations: withCards(demoOrganisationDocuments(baseDate)),
    vehicles: DEMO_VEHICLES.map((vehicle) => ({ id: vehicle.id, data: vehicle })),
    patients,
    transports,
    notifications: demoNotifications(transports, baseDate),
    counters: counters(built.lastNumbers, patients.length, baseDate),
    awards: demoAwardEntries(transports, random),
  };
}
