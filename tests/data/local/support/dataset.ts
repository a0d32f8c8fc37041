import type { RemoteDocument } from '@/data/ports';
import { MILLIS_PER_HOUR } from '@/domain/shared/clock';
import { PRIORITIES } from '@/domain/transport/priority';
import type { ProviderResponses } from '@/domain/transport/responses.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_STATUSES, isWaiting } from '@/domain/transport/transport-status';
import { TRANSPORT_TYPES } from '@/domain/transport/transport-type';
import { makeTransport } from './fixtures';

/** Small deterministic PRNG (mulberry32): the same seed gives the same dataset on every run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

export const PROVIDER_ORGS = ['ambu_1', 'ambu_2', 'vtc_1'] as const;
export const CLINIC_ORGS = ['clin_1', 'clin_2'] as const;
export const PATIENTS = ['pat_1', 'pat_2', 'pat_3'] as const;

/**
 * Transports spread over every status, type and priority, created up to 3 days before `now` (so some waiting
 * ones have expired), dated ±2 days around it on whole hours (so dates tie), answered by a random set of
 * organisations (sometimes through a driver key naming its organisation).
 */
export function generateTransports(count: number, now: number, seed = 7): Transport[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, index) => {
    const etat = random.pick(TRANSPORT_STATUSES);
    const responses: ProviderResponses = {};
    for (const org of PROVIDER_ORGS) {
      const roll = random.next();
      if (roll < 0.15) responses[org] = { status: 'interested', at: null, orgId: null };
      else if (roll < 0.2)
        responses[`driver_${org}`] = { status: 'declined', at: null, orgId: org };
    }
    const id = `${random.pick(['t', 'T', 'x'])}${String(index).padStart(5, '0')}`;
    return makeTransport(id, {
      etat,
      status: etat,
      type_transport: random.pick(TRANSPORT_TYPES),
      priorite: random.pick(PRIORITIES),
      created_at: now - Math.floor(random.next() * 72 * MILLIS_PER_HOUR),
      date_transport: now + Math.round((random.next() - 0.5) * 96) * MILLIS_PER_HOUR,
      provider_org_id: isWaiting(etat) ? null : random.pick(PROVIDER_ORGS),
      requester_org_id: random.pick([...CLINIC_ORGS, null]),
      patient_id: random.pick([...PATIENTS, null]),
      global_patient_id: random.pick([...PATIENTS, null]),
      created_by: random.pick(['u-clin-1', 'u-clin-2']),
      responses,
    });
  });
}

export const asDocuments = (transports: readonly Transport[]): RemoteDocument<Transport>[] =>
  transports.map((data, index) => ({
    id: data.id,
    data,
    syncTs: { seconds: 1_000 + index, nanoseconds: 0 },
  }));
