// @vitest-environment node
import { doc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { MemberRole } from '@/domain/organisation/member-roles';
import { mayRecordRefusal } from '@/domain/transport/move-actors';
import { checkTransition } from '@/domain/transport/transitions';
import type { Transport } from '@/domain/transport/transport.schema';
import { relationsOf, type Viewer } from '@/domain/transport/visibility';
import { PERSONAS, seededProfileOf, type Persona } from './support/personas';
import { CASES_PER_ACTOR, matrixCases, useStatusMatrix } from './support/status-matrix';
import { domainTransport } from './support/transports';

/**
 * [RULES-T2] The status matrix for the members of the accepted company (issue 13): a chauffeur moves the rides
 * assigned to them and nothing else (not a colleague's ride, not a request to accept), and a member the
 * responsable removed writes nothing more. Every (from × to) change and every refusal record is allowed by the
 * emulator exactly when the domain's checkTransition / mayRecordRefusal allow it for that member as the server
 * knows them — whatever the device claims about its role.
 */

const PROJECT = 'demo-rules-status-members';

/** A member of PERSONAS.ambulance's company, and how the domain's server sees them (role, removal). */
function member(uid: string, label: string, role: MemberRole | null, removed = false) {
  const persona: Persona = {
    uid,
    role: 'ambulance',
    orgId: PERSONAS.ambulance.orgId,
    email: `${uid}@exemple.fr`,
    emailVerified: true,
    label,
  };
  const actor: Viewer = { ...persona, memberRole: role, removed };
  return { persona, actor };
}
const karim = member('u-karim', 'Karim, chauffeur à qui la course est affectée', 'chauffeur');
const lea = member('u-lea', 'Léa, chauffeuse de la même entreprise', 'chauffeur');
const gone = member('u-parti', 'un régulateur retiré par le responsable', null, true);
const MEMBERS = [karim, lea, gone];
const ACTORS = MEMBERS.map((m) => m.persona);
const serverSide = (persona: Persona) => MEMBERS.find((m) => m.persona === persona)!.actor;

const COMPANY = {
  id: PERSONAS.ambulance.orgId,
  type: 'ambulance',
  owner_uid: PERSONAS.ambulance.uid,
  member_roles: { [karim.persona.email!]: 'chauffeur', [lea.persona.email!]: 'chauffeur' },
  removed_members: { [gone.persona.email!]: true },
};

/** A ride of the matrix: once a company holds it, it is assigned to Karim. */
function ride(id: string, etat: Transport['etat'], age: number, now: number): Transport {
  const t = domainTransport({ id, etat, age }, now);
  if (t.provider_org_id === null) return t;
  return {
    ...t,
    assigned_driver: { uid: karim.persona.uid, firstName: 'Karim' },
    assigned_vehicle: { id: 'veh-1', label: 'Ambulance 2', registration: 'AB-123-CD' },
  };
}

const now = Date.now();
const cases = matrixCases({
  tag: '[RULES-T2]',
  actors: ACTORS,
  rideOf: (id, etat, age) => ride(id, etat, age, now),
  move: (transport, actor, to) => ({
    expected: checkTransition(transport, { status: to, actor: serverSide(actor) }, now).ok,
    why: 'comme le domaine',
  }),
  refusal: (transport, actor) => mayRecordRefusal(relationsOf(transport, serverSide(actor))),
});

const outcomes = useStatusMatrix(PROJECT, cases, ACTORS, async (owner) => {
  const batch = writeBatch(owner);
  batch.set(doc(owner, 'ambulanceCompanies', COMPANY.id), COMPANY);
  for (const persona of ACTORS)
    batch.set(doc(owner, 'users', persona.uid), seededProfileOf(persona));
  await batch.commit();
});

describe('[RULES-T2] membres de l’entreprise : les règles décident comme le domaine', () => {
  it('[RULES-T2] la matrice couvre chaque état pour chaque membre, et le chauffeur affecté fait avancer sa course', () => {
    expect(cases.length).toBe(CASES_PER_ACTOR * ACTORS.length);
    const allowedFor = (persona: Persona) =>
      cases.filter((c) => c.actor === persona && c.expected).length;
    expect(allowedFor(karim.persona)).toBeGreaterThan(0);
    expect(allowedFor(lea.persona)).toBe(0);
    expect(allowedFor(gone.persona)).toBe(0);
  });
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(outcomes.get(c.name)).toBe(c.expected);
  });
});
