import type { RemoteDocument, Viewer } from '@/data/ports';
import { MILLIS_PER_DAY, MILLIS_PER_HOUR, MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import { buildNewTransport } from '@/domain/transport/build-new-transport';
import { PROVIDER_CHAIN } from '@/domain/transport/driver-steps';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import { MOBILITIES } from '@/domain/transport/mobility';
import type { Priority } from '@/domain/transport/priority';
import type { ProviderResponses } from '@/domain/transport/responses.schema';
import type { Actor } from '@/domain/transport/status-update';
import {
  transportInputSchema,
  type TransportInput,
} from '@/domain/transport/transport-input.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import type { TransportType } from '@/domain/transport/transport-type';
import { seededRandom } from '@tests/support/fakes/seeded-random';

/** 22/11/2026 10:00 in Paris: « now » of the tab and tap benchmarks. */
export const BENCH_NOW = Date.UTC(2026, 10, 22, 9, 0);

/** A large ambulance company (a quarter of the ambulance/VSL rides) looking at its dashboard. */
export const PROVIDER_VIEWER = {
  uid: 'u-bench-ambu',
  role: 'ambulance',
  orgId: 'ambu_01',
} as const satisfies Viewer & Actor;

/** A large hospital (an eighth of the requests) looking at its lists. */
export const CLINIC_VIEWER = {
  uid: 'u-bench-clin',
  role: 'clinique',
  orgId: 'clin_01',
} as const satisfies Viewer & Actor;

/** Requests per day over the whole platform: the mirror's size is mostly history (10 000 ≈ 25 days). */
const REQUESTS_PER_DAY = 400;

const orgs = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}_${String(index + 1).padStart(2, '0')}`);
const AMBULANCE_ORGS = orgs('ambu', 12);
const VTC_ORGS = orgs('vtc', 4);
const CLINICS = orgs('clin', 20);

type Weighted<T> = readonly (readonly [T, number])[];

const TYPES: Weighted<TransportType> = [
  ['ambulance', 40],
  ['vsl', 40],
  ['vtc', 20],
];
const PRIORITY_MIX: Weighted<Priority> = [
  ['normale', 85],
  ['urgent', 12],
  ['critique', 3],
];
const WAITING_MIX: Weighted<TransportStatus> = [
  ['pending', 50],
  ['ouvert', 20],
  ['broadcasting', 30],
];
const BEFORE_PICKUP_MIX: Weighted<TransportStatus> = [
  ['accepted', 40],
  ['confirmed', 30],
  ['assigned', 30],
];
const ON_THE_WAY_MIX: Weighted<TransportStatus> = [
  ['en_route_pickup', 25],
  ['arrived_pickup', 15],
  ['patient_loaded', 15],
  ['en_route_destination', 30],
  ['arrived_destination', 15],
];
const PAST_MIX: Weighted<TransportStatus> = [
  ['completed', 86],
  ['cancelled', 8],
  ['expired', 4],
  ['rejected', 2],
];

const FIRST_NAMES = ['Jeanne', 'Louis', 'Camille', 'Hugo', 'Léa', 'Marcel', 'Nadia', 'Yves'];
const LAST_NAMES = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit'];
const STREETS = ['12 rue de la Paix', '3 avenue Foch', '48 boulevard Voltaire', '7 rue Oberkampf'];
const HOSPITALS = [
  '1 place du Parvis Notre-Dame',
  '47 boulevard de l’Hôpital',
  '20 rue Leblanc',
  '149 rue de Sèvres',
];
const PATHOLOGIES = ['Dialyse', 'Chimiothérapie', 'Consultation', 'Sortie d’hospitalisation'];

type Random = ReturnType<typeof randomTools>;

function randomTools(seed: number) {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(mix: Weighted<T>): T => {
    const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of mix) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return mix.at(-1)![0];
  };
  return { next, pick, weighted, chance: (probability: number) => next() < probability };
}

/** A few validated form inputs, parsed once (zod is not what this benchmark measures). */
function formInputs(random: Random): TransportInput[] {
  return Array.from({ length: 16 }, () =>
    transportInputSchema.parse({
      type_transport: 'ambulance',
      date_transport: BENCH_NOW,
      adresse_depart: { rue: random.pick(STREETS), ville: 'Paris', codePostal: '75011' },
      adresse_arrivee: { rue: random.pick(HOSPITALS), ville: 'Paris', codePostal: '75013' },
      patient_info: {
        firstName: random.pick(FIRST_NAMES),
        lastName: random.pick(LAST_NAMES),
        phone: '0601020304',
      },
      informations_medicales: {
        pathologie: random.pick(PATHOLOGIES),
        mobilite: random.pick(MOBILITIES),
      },
    }),
  );
}

/** Provider of a ride: the viewer's company carries a quarter of the ambulance/VSL rides. */
function providerFor(type: TransportType, random: Random): string {
  if (type === 'vtc') return random.pick(VTC_ORGS);
  return random.chance(0.25) ? AMBULANCE_ORGS[0]! : random.pick(AMBULANCE_ORGS.slice(1));
}

const requesterFor = (random: Random) =>
  random.chance(0.12) ? CLINICS[0]! : random.pick(CLINICS.slice(1));

/** Where a request stands, from its dates: future rides are open or booked, recent ones on the road. */
function statusFor(createdAt: number, date: number, now: number, random: Random): TransportStatus {
  if (date > now) {
    if (now - createdAt < MILLIS_PER_DAY) {
      return random.chance(0.45)
        ? random.weighted(WAITING_MIX)
        : random.weighted(BEFORE_PICKUP_MIX);
    }
    // Older than 24 h: mostly booked; some expired or cancelled, a few still waiting (not marked expired yet).
    const roll = random.next();
    if (roll < 0.05) return 'expired';
    if (roll < 0.1) return 'cancelled';
    if (roll < 0.15) return random.weighted(WAITING_MIX);
    return random.weighted(BEFORE_PICKUP_MIX);
  }
  if (now - date < 2 * MILLIS_PER_HOUR) {
    return random.chance(0.8) ? random.weighted(ON_THE_WAY_MIX) : 'completed';
  }
  return random.weighted(PAST_MIX);
}

const WAITING = new Set<TransportStatus>(['pending', 'ouvert', 'broadcasting']);

/** The states a transport went through to reach `status`, creation first. */
function pathTo(status: TransportStatus, hadProvider: boolean): TransportStatus[] {
  const chain = PROVIDER_CHAIN as readonly TransportStatus[];
  if (status === 'pending') return ['pending'];
  if (WAITING.has(status)) return ['pending', status];
  if (chain.includes(status)) return ['pending', ...chain.slice(0, chain.indexOf(status) + 1)];
  return hadProvider ? ['pending', 'accepted', status] : ['pending', status];
}

function history(
  path: readonly TransportStatus[],
  createdAt: number,
  date: number,
  actors: { clinic: string; provider: string },
): HistoryEntry[] {
  const span = Math.max(MILLIS_PER_MINUTE, date - createdAt);
  return path.map((etat, index) => {
    const at = createdAt + Math.floor((span * index) / path.length);
    return {
      etat,
      timestamp: at,
      updated_by: index === 0 || WAITING.has(etat) ? actors.clinic : actors.provider,
      updated_by_name: null,
      updated_by_role: null,
      updated_by_org: null,
      device_id: null,
      notes: index === 0 ? 'Demande de transport créée' : null,
      reason: etat === 'cancelled' ? 'Rendez-vous reporté' : null,
      position: null,
      op_id: `op-${etat}-${at}`,
      server_timestamp: at + 150,
      applied: true,
      refusal_code: null,
      refusal_reason: null,
    };
  });
}

function responsesFor(
  type: TransportType,
  provider: string | null,
  at: number,
  random: Random,
): ProviderResponses {
  const responses: ProviderResponses = {};
  if (provider !== null) responses[provider] = { status: 'accepted', at, orgId: null };
  const pool = type === 'vtc' ? VTC_ORGS : AMBULANCE_ORGS;
  // The viewer's company answers ~6 % of the requests it may see; one other company ~25 %.
  if (type !== 'vtc' && provider !== AMBULANCE_ORGS[0] && random.chance(0.06)) {
    responses[AMBULANCE_ORGS[0]!] = {
      status: random.chance(0.5) ? 'interested' : 'declined',
      at,
      orgId: null,
    };
  }
  const other = random.pick(pool);
  if (other !== provider && random.chance(0.25)) {
    // Sometimes through a driver key naming its company, as the mobile app writes it.
    const key = random.chance(0.3) ? `driver_${other}` : other;
    responses[key] = { status: 'interested', at, orgId: key === other ? null : other };
  }
  return responses;
}

/**
 * `count` transports as a regional platform accumulates them: {@link REQUESTS_PER_DAY} requests a day, created
 * over the last count/400 days, each for 1 h – 5 days later (short lead times dominate). Future rides are open
 * (recent requests) or booked, rides of the last two hours are on the road, older ones finished (86 % completed).
 * Types 40/40/20 ambulance/VSL/VTC, 15 % urgent or critical; 12 ambulance and 4 VTC companies, 20 clinics, the
 * viewers' organisations being the largest. Deterministic for a given seed.
 */
export function generateTransports(count: number, now = BENCH_NOW, seed = 2026): Transport[] {
  const random = randomTools(seed);
  const inputs = formInputs(random);
  const windowMs = (count / REQUESTS_PER_DAY) * MILLIS_PER_DAY;
  return Array.from({ length: count }, (_, index) => {
    const type = random.weighted(TYPES);
    const createdAt = now - Math.floor(random.next() * windowMs);
    const lead = MILLIS_PER_HOUR + random.next() ** 2 * 5 * MILLIS_PER_DAY;
    const quarter = 15 * MILLIS_PER_MINUTE;
    const date = Math.round((createdAt + lead) / quarter) * quarter;
    const status = statusFor(createdAt, date, now, random);
    const booked =
      !WAITING.has(status) &&
      status !== 'expired' &&
      status !== 'rejected' &&
      (status !== 'cancelled' || random.chance(0.5));
    const provider = booked ? providerFor(type, random) : null;
    const requester = requesterFor(random);
    const clinicUser = `u-${requester}`;
    const id = `bench-${String(index).padStart(6, '0')}`;
    const base = buildNewTransport(random.pick(inputs), {
      id,
      transportId: `tr_${type}_${String(index).padStart(6, '0')}`,
      creator: { uid: clinicUser, orgId: requester, role: 'clinique' },
      now: createdAt,
      opId: `create-${id}`,
    });
    const steps = history(pathTo(status, provider !== null), createdAt, Math.min(date, now), {
      clinic: clinicUser,
      provider: `u-driver-${provider ?? 'none'}`,
    });
    const last = steps.at(-1)!;
    return {
      ...base,
      type_transport: type,
      priorite: random.weighted(PRIORITY_MIX),
      date_transport: date,
      patient_id: `pat_${Math.floor(random.next() * 5000)}`,
      provider_org_id: provider,
      etat: status,
      status,
      historique_etats: steps,
      responses: responsesFor(type, provider, createdAt + MILLIS_PER_HOUR, random),
      updated_at: last.server_timestamp ?? last.timestamp,
      updated_by: last.updated_by,
    };
  });
}

/** The same transports as pulled documents, in server order. */
export const asDocuments = (transports: readonly Transport[]): RemoteDocument<Transport>[] =>
  transports.map((data, index) => ({
    id: data.id,
    data,
    syncTs: { seconds: 1_790_000_000 + index, nanoseconds: 0 },
  }));

/**
 * Rides of the viewer's company accepted for now, each with five steps left in « En cours ». The generated day has
 * about six of its rides on the road, a few steps from the end: a full plan's warm-up and 30 taps ran out of steps
 * and the tap loop spun (session 19). Replaces the first ambulance and VSL rides, so the count stays as asked.
 */
export const TAP_RIDES_ON_THE_ROAD = 12;

/** {@link generateTransports}, with {@link TAP_RIDES_ON_THE_ROAD} of them accepted by the viewer for now: what taps move. */
export function generateTapTransports(count: number, now = BENCH_NOW): Transport[] {
  const transports = generateTransports(count, now);
  const replaced = transports
    .map((transport, index) => ({ transport, index }))
    .filter(({ transport }) => transport.type_transport !== 'vtc')
    .slice(0, TAP_RIDES_ON_THE_ROAD);
  for (const { transport, index } of replaced) {
    const createdAt = now - 3 * MILLIS_PER_HOUR;
    const date = now - 15 * MILLIS_PER_MINUTE;
    const steps = history(pathTo('accepted', true), createdAt, date, {
      clinic: transport.created_by ?? `u-${transport.requester_org_id}`,
      provider: `u-driver-${PROVIDER_VIEWER.orgId}`,
    });
    const last = steps.at(-1)!;
    transports[index] = {
      ...transport,
      created_at: createdAt,
      date_transport: date,
      provider_org_id: PROVIDER_VIEWER.orgId,
      etat: 'accepted',
      status: 'accepted',
      historique_etats: steps,
      responses: {
        [PROVIDER_VIEWER.orgId]: { status: 'accepted', at: last.timestamp, orgId: null },
      },
      updated_at: last.server_timestamp ?? last.timestamp,
      updated_by: last.updated_by,
    };
  }
  return transports;
}
