import { getDocFromServer, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import { TRANSPORT_STATUSES, type TransportStatus } from '@/domain/transport/transport-status';
import type { Transport } from '@/domain/transport/transport.schema';
import { seedProfiles, type Persona } from './personas';
import { allowed, rulesTestbed, type RulesTestbed } from './testbed';
import {
  EXPIRED_AGE,
  nextOpId,
  seedTransports,
  statusBatch,
  transportRef,
  UNEXPIRED_AGE,
} from './transports';

/**
 * The generated status matrices ([RULES-T], [RULES-T2]): every (from × to) change — the timed targets before and
 * after the 24 h expiry — and a refusal record from every state, per actor, each on its own document; the
 * expected verdict comes from the domain.
 */
export interface MatrixCase {
  name: string;
  transport: Transport;
  actor: Persona;
  to: TransportStatus;
  applied: boolean;
  expected: boolean;
}

export interface MatrixPlan {
  tag: string;
  actors: readonly Persona[];
  /** The ride a case starts from (its own id), as old as `age`. */
  rideOf(id: string, from: TransportStatus, age: number): Transport;
  /** The domain's verdict on an applied move, with what the title says of it. */
  move(
    transport: Transport,
    actor: Persona,
    to: TransportStatus,
  ): { expected: boolean; why: string };
  /** The domain's verdict on recording a refusal. */
  refusal(transport: Transport, actor: Persona): boolean;
}

const TIMED: readonly TransportStatus[] = ['accepted', 'expired'];
const verdict = (ok: boolean) => (ok ? 'autorisé' : 'refusé');

/** Cases per actor: 15 × 15 moves, 15 × 2 more for the timed targets, 15 refusal records. */
export const CASES_PER_ACTOR = 15 * 15 + 15 * 2 + 15;

export function matrixCases(plan: MatrixPlan): MatrixCase[] {
  const { tag } = plan;
  const cases: MatrixCase[] = [];
  let n = 0;
  for (const from of TRANSPORT_STATUSES) {
    for (const to of TRANSPORT_STATUSES) {
      const ages = TIMED.includes(to)
        ? ([
            [UNEXPIRED_AGE, ' avant 24 h'],
            [EXPIRED_AGE, ' après 24 h'],
          ] as const)
        : ([[UNEXPIRED_AGE, '']] as const);
      for (const [age, when] of ages) {
        for (const actor of plan.actors) {
          const transport = plan.rideOf(`m${(n += 1)}`, from, age);
          const { expected, why } = plan.move(transport, actor, to);
          const name = `${tag} ${from} → ${to} par ${actor.label}${when} : ${verdict(expected)} ${why}`;
          cases.push({ name, transport, actor, to, applied: true, expected });
        }
      }
    }
    for (const actor of plan.actors) {
      const transport = plan.rideOf(`r${(n += 1)}`, from, UNEXPIRED_AGE);
      const expected = plan.refusal(transport, actor);
      const name = `${tag} refus enregistré sur ${from} par ${actor.label} : ${verdict(expected)} comme le domaine`;
      cases.push({ name, transport, actor, to: 'accepted', applied: false, expected });
    }
  }
  return cases;
}

/**
 * Whether the server took the write. Under load the SDK's write stream may reset after the server committed a
 * write but before the client heard of it; the SDK then sends it again, and the second copy is rightly denied
 * (the state has moved). So a denial is checked against what is stored: the write landed iff its op id did.
 */
async function attempt(bed: RulesTestbed, c: MatrixCase): Promise<boolean> {
  const opId = nextOpId(c.transport.id);
  const options = { applied: c.applied, opId };
  const batch = statusBatch(bed.as(c.actor), c.transport, c.actor, c.to, options);
  if (await allowed(batch.commit())) return true;
  const stored = await getDocFromServer(transportRef(bed.owner, c.transport.id));
  const landed = opId in (stored.data()?.op_server_times ?? {});
  if (landed) console.info(`écriture acceptée mais signalée refusée (renvoi du SDK) : ${c.name}`);
  return landed;
}

/** Runs the writes 25 at a time per client, every client at once; the outcome of each case by name. */
async function runMatrix(
  bed: RulesTestbed,
  cases: readonly MatrixCase[],
  actors: readonly Persona[],
): Promise<Map<string, boolean>> {
  const outcomes = new Map<string, boolean>();
  const width = 25;
  await Promise.all(
    actors.map(async (actor) => {
      const mine = cases.filter((c) => c.actor === actor);
      for (let start = 0; start < mine.length; start += width) {
        const slice = mine.slice(start, start + width);
        await Promise.all(slice.map(async (c) => outcomes.set(c.name, await attempt(bed, c))));
      }
    }),
  );
  return outcomes;
}

/**
 * One emulator project per matrix: profiles, whatever else `seed` writes (rules bypassed), every case's ride,
 * then all the writes before the tests read their outcomes (by case name).
 */
export function useStatusMatrix(
  project: string,
  cases: readonly MatrixCase[],
  actors: readonly Persona[],
  seed: (owner: Firestore) => Promise<void> = async () => undefined,
): Map<string, boolean> {
  const outcomes = new Map<string, boolean>();
  let bed: RulesTestbed | null = null;
  beforeAll(async () => {
    bed = await rulesTestbed(project);
    await bed.clear();
    await seedProfiles(bed.owner);
    await seed(bed.owner);
    await seedTransports(
      bed.owner,
      cases.map((c) => c.transport),
    );
    for (const [name, landed] of await runMatrix(bed, cases, actors)) outcomes.set(name, landed);
  }, 120_000);
  afterAll(async () => {
    await bed?.dispose();
  });
  return outcomes;
}
