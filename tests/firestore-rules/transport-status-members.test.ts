// @vitest-environment node
import { doc, getDocFromServer, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRole } from '@/domain/organisation/member-roles';
import { mayRecordRefusal } from '@/domain/transport/move-actors';
import { checkTransition } from '@/domain/transport/transitions';
import { TRANSPORT_STATUSES, type TransportStatus } from '@/domain/transport/transport-status';
import type { Transport } from '@/domain/transport/transport.schema';
import { relationsOf, type Viewer } from '@/domain/transport/visibility';
import { PERSONAS, profileOf, seedProfiles, type Persona } from './support/personas';
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
 * [RULES-T2] The status matrix for the members of the accepted company (issue 13): a chauffeur moves the rides
 * assigned to them and nothing else (not a colleague's ride, not a request to accept), and a member the
 * responsable removed writes nothing more. Every (from × to) change and every refusal record is allowed by the
 * emulator exactly when the domain's checkTransition / mayRecordRefusal allow it for that member as the server
 * knows them — whatever the device claims about its role.
 */

const PROJECT = 'demo-rules-status-members';

interface Member {
  persona: Persona;
  /** The member as the domain's server sees them (role in the organisation, removal). */
  actor: Viewer;
}
const member = (uid: string, label: string, role: MemberRole | null, removed = false): Member => {
  const persona: Persona = {
    uid,
    role: 'ambulance',
    orgId: PERSONAS.ambulance.orgId,
    email: `${uid}@exemple.fr`,
    emailVerified: true,
    label,
  };
  return { persona, actor: { ...persona, memberRole: role, removed } };
};
const karim = member('u-karim', 'Karim, chauffeur à qui la course est affectée', 'chauffeur');
const lea = member('u-lea', 'Léa, chauffeuse de la même entreprise', 'chauffeur');
const gone = member('u-parti', 'un régulateur retiré par le responsable', null, true);
const MEMBERS = [karim, lea, gone] as const;

const COMPANY = {
  id: PERSONAS.ambulance.orgId,
  type: 'ambulance',
  owner_uid: PERSONAS.ambulance.uid,
  member_roles: { [karim.persona.email!]: 'chauffeur', [lea.persona.email!]: 'chauffeur' },
  removed_members: { [gone.persona.email!]: true },
};
const TIMED: readonly TransportStatus[] = ['accepted', 'expired'];

interface Case {
  name: string;
  transport: Transport;
  who: Member;
  to: TransportStatus;
  applied: boolean;
  expected: boolean;
}
const verdict = (ok: boolean) => (ok ? 'autorisé' : 'refusé');

/** A ride of the matrix: once a company holds it, it is assigned to Karim. */
function ride(id: string, from: TransportStatus, age: number, now: number): Transport {
  const t = domainTransport({ id, etat: from, age }, now);
  if (t.provider_org_id === null) return t;
  return {
    ...t,
    assigned_driver: { uid: karim.persona.uid, firstName: 'Karim' },
    assigned_vehicle: { id: 'veh-1', label: 'Ambulance 2', registration: 'AB-123-CD' },
  };
}

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
        for (const who of MEMBERS) {
          const transport = ride(`k${(n += 1)}`, from, age, now);
          const expected = checkTransition(transport, { status: to, actor: who.actor }, now).ok;
          const name = `[RULES-T2] ${from} → ${to} par ${who.persona.label}${when} : ${verdict(expected)} comme le domaine`;
          cases.push({ name, transport, who, to, applied: true, expected });
        }
      }
    }
    for (const who of MEMBERS) {
      const transport = ride(`q${(n += 1)}`, from, UNEXPIRED_AGE, now);
      const expected = mayRecordRefusal(relationsOf(transport, who.actor));
      const name = `[RULES-T2] refus enregistré sur ${from} par ${who.persona.label} : ${verdict(expected)} comme le domaine`;
      cases.push({ name, transport, who, to: 'accepted', applied: false, expected });
    }
  }
  return cases;
}

let bed: RulesTestbed;
const cases = buildCases(Date.now());
const outcomes = new Map<string, boolean>();

/** Whether the server took the write (a denial after an SDK resend is checked against what is stored). */
async function attempt(c: Case): Promise<boolean> {
  const opId = nextOpId(c.transport.id);
  const options = { applied: c.applied, opId };
  const batch = statusBatch(bed.as(c.who.persona), c.transport, c.who.persona, c.to, options);
  if (await allowed(batch.commit())) return true;
  const stored = await getDocFromServer(transportRef(bed.owner, c.transport.id));
  return opId in (stored.data()?.op_server_times ?? {});
}

beforeAll(async () => {
  bed = await rulesTestbed(PROJECT);
  await bed.clear();
  await seedProfiles(bed.owner);
  const batch = writeBatch(bed.owner);
  batch.set(doc(bed.owner, 'ambulanceCompanies', COMPANY.id), COMPANY);
  for (const { persona } of MEMBERS)
    batch.set(doc(bed.owner, 'users', persona.uid), profileOf(persona));
  await batch.commit();
  await seedTransports(
    bed.owner,
    cases.map((c) => c.transport),
  );
  await Promise.all(
    MEMBERS.map(async (who) => {
      const mine = cases.filter((c) => c.who === who);
      for (let start = 0; start < mine.length; start += 25) {
        const slice = mine.slice(start, start + 25);
        await Promise.all(slice.map(async (c) => outcomes.set(c.name, await attempt(c))));
      }
    }),
  );
}, 120_000);

afterAll(async () => {
  await bed?.dispose();
});

describe('[RULES-T2] membres de l’entreprise : les règles décident comme le domaine', () => {
  it('[RULES-T2] la matrice couvre chaque état pour chaque membre, et le chauffeur affecté fait avancer sa course', () => {
    expect(cases.length).toBe((15 * 15 + 15 * 2 + 15) * MEMBERS.length);
    const allowedFor = (who: Member) => cases.filter((c) => c.who === who && c.expected).length;
    expect(allowedFor(karim)).toBeGreaterThan(0);
    expect(allowedFor(lea)).toBe(0);
    expect(allowedFor(gone)).toBe(0);
  });
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(outcomes.get(c.name)).toBe(c.expected);
  });
});
