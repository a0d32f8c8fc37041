// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkTransition } from '@/domain/transport/transitions';
import { mayRecordRefusal } from '@/domain/transport/move-actors';
import { relationsOf } from '@/domain/transport/visibility';
import { PERSONAS, type Persona } from './support/personas';
import { CASES_PER_ACTOR, matrixCases, useStatusMatrix } from './support/status-matrix';
import { domainTransport } from './support/transports';

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

const now = Date.now();
const cases = matrixCases({
  tag: '[RULES-T]',
  actors: ACTORS,
  rideOf: (id, etat, age) => domainTransport({ id, etat, age }, now),
  move: (transport, actor, to) => {
    // Issue 21: an admin follows the transition table like anyone (no completed ride back to pending).
    const expected = checkTransition(transport, { status: to, actor }, now).ok;
    return { expected, why: 'comme le domaine' };
  },
  refusal: (transport, actor) => mayRecordRefusal(relationsOf(transport, actor)),
});

const outcomes = useStatusMatrix(PROJECT, cases, ACTORS);

describe('[RULES-T] matrice des changements d’état : les règles décident comme le domaine', () => {
  it('[RULES-T] la matrice couvre chaque état de départ, d’arrivée et chaque relation', () => {
    expect(cases.length).toBe(CASES_PER_ACTOR * ACTORS.length);
    expect(cases.filter((c) => c.expected).length).toBeGreaterThan(0);
  });
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(outcomes.get(c.name)).toBe(c.expected);
  });
});
