// @vitest-environment node
import { getDocFromServer } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTransition } from '@/domain/transport/transitions';
import { mayRecordRefusal } from '@/domain/transport/move-actors';
import { relationsOf } from '@/domain/transport/visibility';
import { TRANSPORT_STATUSES, type TransportStatus } from '@/domain/transport/transport-status';
import type { Transport } from '@/domain/transport/transport.schema';
import { PERSONAS, seedProfiles, type Persona } from './support/personas';
import { allowed, rulesTestbed, type RulesTestbed } from './support/testbed';
import {
  domainTransport,
  EXPIRED_AGE,
  nextOpId,
  seedTransports,
  statusBatch,
  transportRef,
  UNEXPIRED_AGE,
} from './support/transports';

/**
 * [RULES-T] The generated matrix: every (from × to × relation) status change, built as the design's write, is
 * allowed by the emulator exactly when the domain's checkTransition allows it — except for an admin, whom the design
 * lets change anything; refused records likewise follow the domain's mayRecordRefusal. Every case has its own
 * document, seeded at once; the writes run concurrently.
 */

const PROJECT = 'demo-rules-status-matrix';

// The seven relations of the matrix, on an ambulance request of PERSONAS.clinic for PERSONAS.patient.
const ACTORS: readonly Persona[] = [
  PERSONAS.admin,
  PERSONAS.clinic,
  PERSONAS.ambulance,
  PERSONAS.otherAmbulance,
  PERSONAS.vtc,
  PERSONAS.otherClinic,
  PERSONAS.patient,
];
const TIMED: readonly TransportStatus[] = ['accepted', 'expired'];

interface Case {
  name: string;
  transport: Transport;
  actor: Persona;
  to: TransportStatus;
  applied: boolean;
  expected: boolean;
}

const verdict = (ok: boolean) => (ok ? 'autorisé' : 'refusé');

function buildCases(now: number): Case[] {
  const cases: Case[] = [];
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
        for (const actor of ACTORS) {
          const transport = domainTransport({ id: `m${(n += 1)}`, etat: from, age }, now);
          const domain = checkTransition(transport, { status: to, actor }, now).ok;
          // The design lets an admin change anything (update rule 3): the domain's refusal does not bind it.
          const expected = domain || actor.role === 'admin';
          const why = domain === expected ? 'comme le domaine' : 'l’administrateur modifie tout';
          const name = `[RULES-T] ${from} → ${to} par ${actor.label}${when} : ${verdict(expected)} ${why}`;
          cases.push({ name, transport, actor, to, applied: true, expected });
        }
      }
    }
    for (const actor of ACTORS) {
      const transport = domainTransport({ id: `r${(n += 1)}`, etat: from }, now);
      const expected = mayRecordRefusal(relationsOf(transport, actor));
      const name = `[RULES-T] refus enregistré sur ${from} par ${actor.label} : ${verdict(expected)} comme le domaine`;
      cases.push({ name, transport, actor, to: 'accepted', applied: false, expected });
    }
  }
  return cases;
}

let bed: RulesTestbed;
const cases = buildCases(Date.now());
const outcomes = new Map<string, boolean>();

/**
 * Whether the server took the write. Under load the SDK's write stream may reset after the server committed a
 * write but before the client heard of it; the SDK then sends it again, and the second copy is rightly denied
 * (the state has moved). So a denial is checked against what is stored: the write landed iff its op id did.
 */
async function attempt(c: Case): Promise<boolean> {
  const opId = nextOpId(c.transport.id);
  const db = bed.as(c.actor);
  const options = { applied: c.applied, opId };
  if (await allowed(statusBatch(db, c.transport, c.actor, c.to, options).commit())) return true;
  const stored = await getDocFromServer(transportRef(bed.owner, c.transport.id));
  const landed = opId in (stored.data()?.op_server_times ?? {});
  if (landed)
    console.info(`[RULES-T] écriture acceptée mais signalée refusée (renvoi du SDK) : ${c.name}`);
  return landed;
}

/** Runs the writes `width` at a time per client, every client at once. */
async function runAll(all: readonly Case[], width: number) {
  const byActor = ACTORS.map((actor) => all.filter((c) => c.actor === actor));
  await Promise.all(
    byActor.map(async (mine) => {
      for (let start = 0; start < mine.length; start += width) {
        const slice = mine.slice(start, start + width);
        await Promise.all(slice.map(async (c) => outcomes.set(c.name, await attempt(c))));
      }
    }),
  );
}

beforeAll(async () => {
  bed = await rulesTestbed(PROJECT);
  await bed.clear();
  await seedProfiles(bed.owner);
  await seedTransports(
    bed.owner,
    cases.map((c) => c.transport),
  );
  await runAll(cases, 25);
}, 120_000);

afterAll(async () => {
  await bed?.dispose();
});

describe('[RULES-T] matrice des changements d’état : les règles décident comme le domaine', () => {
  it('[RULES-T] la matrice couvre chaque état de départ, d’arrivée et chaque relation', () => {
    expect(cases.length).toBe(15 * 15 * 7 + 15 * 2 * 7 + 15 * 7);
    expect(cases.filter((c) => c.expected).length).toBeGreaterThan(0);
  });
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(outcomes.get(c.name)).toBe(c.expected);
  });
});
