// @vitest-environment node
import {
  deleteField,
  doc,
  getDocFromServer,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MESSAGES_COLLECTION } from '@/domain/messages/message';
import { buildMessage } from '@/domain/messages/message-decision';
import { PATIENTS_COLLECTION } from '@/domain/patient/patient.schema';
import { accountRefusal, accountStanding } from '@/domain/subscription/account-standing';
import type { Operation } from '@/domain/sync/operation';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { PERSONAS, runningSubscription, type Persona } from './support/personas';
import { creationBatch } from './support/creation';
import { allowed, useRulesTestbed } from './support/testbed';
import { trialSubscription } from './support/trial';
import {
  domainTransport,
  privateRef,
  seedTransports,
  statusBatch,
  transportRef,
} from './support/transports';

/**
 * [RULES-AS] Issue 21, account state and sessions, as a hostile user tries them (each a real client on the
 * emulator), with the legitimate controls beside them: an account an admin switched off reads no patient data and
 * writes nothing; filing, accepting, assigning and messaging need access now (status and end date, trials
 * included, the organisation's for a member); a trial is the organisation's, once; « se déconnecter des autres
 * appareils » only moves forward and a session signed in before it reads no identity and writes nothing.
 */

const PROJECT = 'demo-rules-account-state';
const bed = useRulesTestbed(PROJECT);

const { admin, clinic, clinicMate, ambulance, patient } = PERSONAS;
const DAY = MILLIS_PER_DAY;
const at = (offset: number) => Timestamp.fromMillis(Date.now() + offset);

const userRef = (p: Persona) => doc(bed.owner, 'users', p.uid);
/** What an admin's tool would set on a profile (rules bypassed). */
const setProfile = (p: Persona, data: DocumentData) => updateDoc(userRef(p), data);
const switchOff = (p: Persona) => setProfile(p, { isActive: false });

const expired = { plan: 'pro', status: 'active', startDate: at(-40 * DAY), endDate: at(-DAY) };
const endedTrial = {
  plan: 'pro',
  status: 'trial',
  startDate: at(-15 * DAY),
  trialEndsAt: at(-DAY),
  endDate: at(-DAY),
  isTrialAvailable: false,
};

let counter = 0;
async function ride(etat: TransportStatus, type: Transport['type_transport'] = 'ambulance') {
  const t = domainTransport({ id: `as-${(counter += 1)}`, etat, type });
  await seedTransports(bed.owner, [t]);
  return t;
}

const accept = async (who: Persona) =>
  allowed(statusBatch(bed.as(who), await ride('pending'), who, 'accepted').commit());
const file = (who: Persona, authTime?: number) =>
  allowed(
    creationBatch(bed.as(who, undefined, authTime), who, {
      id: `as-new-${(counter += 1)}`,
      number: null,
    }).batch.commit(),
  );
const readPrivate = (who: Persona, t: Transport, authTime?: number) =>
  allowed(getDocFromServer(privateRef(bed.as(who, undefined, authTime), t.id)));

async function seedRecord(): Promise<string> {
  const id = 'PAT-AS1';
  await setDoc(doc(bed.owner, PATIENTS_COLLECTION, id), {
    id,
    first_name: 'Jeanne',
    last_name: 'Martin',
    orga_id: clinic.orgId,
    created_by: clinic.uid,
  });
  return id;
}

function message(t: Transport, author: Persona) {
  const built = buildMessage(
    t,
    { ...author, name: author.label },
    {
      opId: `op-as-${(counter += 1)}`,
      text: 'Le patient attend au hall B.',
      deviceTime: Date.now(),
    },
  );
  if (!built.ok) throw new Error(built.refusal.reason);
  const { id, created_at: _c, ...fields } = built.message;
  return { id, data: { ...fields, created_at: serverTimestamp(), updated_at: serverTimestamp() } };
}
const send = (t: Transport, author: Persona) => {
  const m = message(t, author);
  return allowed(setDoc(doc(bed.as(author), MESSAGES_COLLECTION, m.id), m.data));
};

describe('[RULES-AS1] un compte désactivé ne lit aucune donnée patient et n’écrit rien', () => {
  it('[RULES-AS1] contrôle : actif, le transporteur lit l’identité de sa course et accepte', async () => {
    expect(await readPrivate(ambulance, await ride('accepted'))).toBe(true);
    expect(await accept(ambulance)).toBe(true);
  });
  it('[RULES-AS1] désactivé, le transporteur lit l’identité de sa course : refusé', async () => {
    const t = await ride('accepted');
    await switchOff(ambulance);
    expect(await readPrivate(ambulance, t)).toBe(false);
  });
  it('[RULES-AS1] désactivé, le transporteur accepte une demande : refusé', async () => {
    await switchOff(ambulance);
    expect(await accept(ambulance)).toBe(false);
  });
  it('[RULES-AS1] désactivée, la clinique lit son dossier patient : refusé', async () => {
    const id = await seedRecord();
    expect(await allowed(getDocFromServer(doc(bed.as(clinic), PATIENTS_COLLECTION, id)))).toBe(
      true,
    );
    await switchOff(clinic);
    expect(await allowed(getDocFromServer(doc(bed.as(clinic), PATIENTS_COLLECTION, id)))).toBe(
      false,
    );
  });
  it('[RULES-AS1] désactivée, la clinique lit un message de sa course : refusé', async () => {
    const t = await ride('assigned');
    const m = message(t, ambulance);
    await setDoc(doc(bed.owner, MESSAGES_COLLECTION, m.id), m.data);
    await switchOff(clinic);
    expect(await allowed(getDocFromServer(doc(bed.as(clinic), MESSAGES_COLLECTION, m.id)))).toBe(
      false,
    );
  });
  it('[RULES-AS1] désactivée, la clinique dépose une demande, écrit un message, change son nom : refusé', async () => {
    const t = await ride('assigned');
    await switchOff(clinic);
    expect(await file(clinic)).toBe(false);
    expect(await send(t, clinic)).toBe(false);
    expect(
      await allowed(updateDoc(doc(bed.as(clinic), 'users', clinic.uid), { firstName: 'Léa' })),
    ).toBe(false);
  });
  it('[RULES-AS1] désactivé, un administrateur modifie un profil : refusé', async () => {
    await switchOff(admin);
    expect(
      await allowed(updateDoc(doc(bed.as(admin), 'users', clinic.uid), { firstName: 'Léa' })),
    ).toBe(false);
  });
});

describe('[RULES-AS2] déposer, accepter, affecter et écrire demandent un accès en cours', () => {
  it.each([
    ['abonnement actif dont la date de fin est passée', expired],
    ['essai terminé (trialEndsAt passé)', endedTrial],
    ['statut expiré', { ...runningSubscription(), status: 'expired' }],
    ['statut suspendu', { ...runningSubscription(), status: 'suspended' }],
    ['aucun abonnement', null],
  ])('[RULES-AS2] %s : la clinique dépose, le transporteur accepte — refusé', async (_n, sub) => {
    await setProfile(clinic, { subscription: sub });
    await setProfile(ambulance, { subscription: sub });
    expect(await file(clinic)).toBe(false);
    expect(await accept(ambulance)).toBe(false);
  });
  it('[RULES-AS2] expiré, le transporteur enregistre une affectation refusée sur sa course : refusé', async () => {
    const t = await ride('accepted');
    const refused = () =>
      statusBatch(bed.as(ambulance), t, ambulance, 'assigned', { applied: false });
    await setProfile(ambulance, { subscription: expired });
    expect(await allowed(refused().commit())).toBe(false);
    await setProfile(ambulance, { subscription: runningSubscription() });
    expect(await allowed(refused().commit())).toBe(true);
  });
  it('[RULES-AS2] expirés, la clinique et le transporteur écrivent un message : refusé', async () => {
    const t = await ride('assigned');
    await setProfile(clinic, { subscription: expired });
    await setProfile(ambulance, { subscription: expired });
    expect(await send(t, clinic)).toBe(false);
    expect(await send(t, ambulance)).toBe(false);
  });
  it('[RULES-AS2] expiré, le transporteur affecte : refusé', async () => {
    const t = await ride('accepted');
    await setDoc(doc(bed.owner, 'ambulanceCompanies', ambulance.orgId), {
      id: ambulance.orgId,
      type: 'ambulance',
      owner_uid: ambulance.uid,
      member_roles: { 'karim@exemple.fr': 'chauffeur' },
    });
    await setDoc(userRef({ ...ambulance, uid: 'u-karim' }), {
      uid: 'u-karim',
      email: 'karim@exemple.fr',
      userType: 'ambulance',
      orga_id: ambulance.orgId,
      isActive: true,
      permissions: [],
    });
    await setDoc(doc(bed.owner, 'vehicles', 'veh-1'), {
      org_id: ambulance.orgId,
      label: 'Ambulance 2',
      registration: 'AB-123-CD',
      active: true,
    });
    const assign = () =>
      statusBatch(bed.as(ambulance), t, ambulance, 'assigned', {
        tamper: (u) => ({
          ...u,
          assigned_driver: { uid: 'u-karim', firstName: 'Karim' },
          assigned_vehicle: { id: 'veh-1', label: 'Ambulance 2', registration: 'AB-123-CD' },
        }),
      }).commit();
    await setProfile(ambulance, { subscription: expired });
    expect(await allowed(assign())).toBe(false);
    await setProfile(ambulance, { subscription: runningSubscription() });
    expect(await allowed(assign())).toBe(true);
  });
  it('[RULES-AS2] contrôle : un essai en cours ouvre l’accès', async () => {
    await setProfile(ambulance, {
      subscription: { ...endedTrial, trialEndsAt: at(DAY), endDate: at(DAY) },
    });
    expect(await accept(ambulance)).toBe(true);
  });
  it('[RULES-AS2] contrôle : un membre sans abonnement travaille sous celui de son organisation', async () => {
    await setProfile(clinicMate, { subscription: deleteField() });
    await setDoc(doc(bed.owner, 'clinics', clinic.orgId), {
      id: clinic.orgId,
      type: 'clinique',
      owner_uid: clinic.uid,
      subscription: runningSubscription(),
    });
    expect(await file(clinicMate)).toBe(true);
    await updateDoc(doc(bed.owner, 'clinics', clinic.orgId), { subscription: expired });
    expect(await file(clinicMate)).toBe(false);
  });
  it('[RULES-AS2] contrôle : expirée, la clinique annule encore sa demande ; le patient n’a besoin de rien', async () => {
    await setProfile(clinic, { subscription: expired });
    const t = await ride('pending');
    expect(await allowed(statusBatch(bed.as(clinic), t, clinic, 'cancelled').commit())).toBe(true);
    expect(await allowed(getDocFromServer(transportRef(bed.as(patient), t.id)))).toBe(true);
  });
});

describe('[RULES-AS3] l’essai est celui de l’organisation, une fois', () => {
  const company = (subscription?: DocumentData) =>
    setDoc(doc(bed.owner, 'ambulanceCompanies', ambulance.orgId), {
      id: ambulance.orgId,
      type: 'ambulance',
      owner_uid: 'u-fondateur',
      member_roles: { [ambulance.email!]: 'chauffeur' },
      ...(subscription ? { subscription } : {}),
    });
  const startTrial = (who: Persona) =>
    allowed(updateDoc(doc(bed.as(who), 'users', who.uid), { subscription: trialSubscription() }));
  it('[RULES-AS3] le chauffeur d’une entreprise expirée démarre son propre essai : refusé', async () => {
    await company(expired);
    await setProfile(ambulance, { subscription: deleteField() });
    expect(await startTrial(ambulance)).toBe(false);
  });
  it('[RULES-AS3] un membre d’une organisation sans abonnement démarre un essai à lui : refusé', async () => {
    await company();
    await setProfile(ambulance, { subscription: deleteField() });
    expect(await startTrial(ambulance)).toBe(false);
  });
  it('[RULES-AS3] le fondateur d’une organisation qui a déjà eu son essai en redémarre un : refusé', async () => {
    await setDoc(doc(bed.owner, 'ambulanceCompanies', ambulance.orgId), {
      id: ambulance.orgId,
      type: 'ambulance',
      owner_uid: ambulance.uid,
      subscription: endedTrial,
    });
    await setProfile(ambulance, { subscription: deleteField() });
    expect(await startTrial(ambulance)).toBe(false);
  });
  it('[RULES-AS3] contrôle : le fondateur d’une organisation neuve démarre l’essai', async () => {
    await setDoc(doc(bed.owner, 'ambulanceCompanies', ambulance.orgId), {
      id: ambulance.orgId,
      type: 'ambulance',
      owner_uid: ambulance.uid,
    });
    await setProfile(ambulance, { subscription: deleteField() });
    expect(await startTrial(ambulance)).toBe(true);
  });
});

describe('[RULES-AS4] « se déconnecter des autres appareils » tient', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const revoke = async (p: Persona, seconds: number) =>
    setProfile(p, { sessions_revoked_at: seconds * 1000 });
  const selfUpdate = (p: Persona, data: DocumentData, authTime?: number) =>
    allowed(updateDoc(doc(bed.as(p, undefined, authTime), 'users', p.uid), data));

  it.each([
    ['l’effacer', { sessions_revoked_at: deleteField() }],
    ['le mettre à null', { sessions_revoked_at: null }],
    ['le reculer', { sessions_revoked_at: 1_000 }],
    ['le mettre dans le futur', { sessions_revoked_at: Date.now() + DAY }],
  ])('[RULES-AS4] %s, depuis la session qui l’a demandé : refusé', async (_n, data) => {
    const t = now() - 60;
    await revoke(clinic, t);
    expect(await selfUpdate(clinic, data, t)).toBe(false);
  });
  it('[RULES-AS4] contrôle : l’avancer jusqu’à maintenant, depuis la session qui l’a demandé : autorisé', async () => {
    const t = now() - 60;
    await revoke(clinic, t);
    expect(await selfUpdate(clinic, { sessions_revoked_at: t * 1000 }, t)).toBe(true);
    expect(await selfUpdate(clinic, { sessions_revoked_at: (t + 30) * 1000 }, t + 30)).toBe(true);
  });
  it('[RULES-AS4] une session ouverte avant lit l’identité d’une course : refusé (celle qui l’a demandé : autorisé)', async () => {
    const t = await ride('accepted');
    const asked = now() - 60;
    await revoke(ambulance, asked);
    expect(await readPrivate(ambulance, t, asked - 3600)).toBe(false);
    expect(await readPrivate(ambulance, t, asked)).toBe(true);
  });
  it('[RULES-AS4] une session ouverte avant lit un dossier patient : refusé', async () => {
    const id = await seedRecord();
    const asked = now() - 60;
    await revoke(clinic, asked);
    const read = (authTime: number) =>
      allowed(getDocFromServer(doc(bed.as(clinic, undefined, authTime), PATIENTS_COLLECTION, id)));
    expect(await read(asked - 3600)).toBe(false);
    expect(await read(asked)).toBe(true);
  });
  it('[RULES-AS4] une session ouverte avant efface la déconnexion, dépose une demande, accepte : refusé', async () => {
    const asked = now() - 60;
    await revoke(clinic, asked);
    await revoke(ambulance, asked);
    expect(await selfUpdate(clinic, { sessions_revoked_at: deleteField() }, asked - 3600)).toBe(
      false,
    );
    expect(await selfUpdate(clinic, { firstName: 'Voleur' }, asked - 3600)).toBe(false);
    expect(await file(clinic, asked - 3600)).toBe(false);
    expect(await file(clinic, asked)).toBe(true);
    const t = await ride('pending');
    const stale = bed.as(ambulance, undefined, asked - 3600);
    expect(await allowed(statusBatch(stale, t, ambulance, 'accepted').commit())).toBe(false);
  });
});

describe('[RULES-AS5] l’écriture à plusieurs documents (inscription) reste possible', () => {
  it('[RULES-AS5] contrôle : une mise à jour par lot du fondateur (essai + copie sur l’organisation)', async () => {
    await setDoc(doc(bed.owner, 'ambulanceCompanies', ambulance.orgId), {
      id: ambulance.orgId,
      type: 'ambulance',
      owner_uid: ambulance.uid,
    });
    await setProfile(ambulance, { subscription: deleteField() });
    const db = bed.as(ambulance);
    const trial = trialSubscription();
    const batch = writeBatch(db);
    batch.update(doc(db, 'users', ambulance.uid), { subscription: trial });
    batch.update(doc(db, 'ambulanceCompanies', ambulance.orgId), {
      subscription: trial,
      updated_at: serverTimestamp(),
    });
    expect(await allowed(batch.commit())).toBe(true);
  });
});

describe('[RULES-AS6] le budget de 1000 expressions tient dans le pire cas légitime', () => {
  it('[RULES-AS6] une collègue listée, sans abonnement à elle, dépose une demande aux deux adresses géolocalisées, numérotée : autorisé', async () => {
    await setProfile(clinicMate, { subscription: deleteField() });
    await setDoc(doc(bed.owner, 'clinics', clinic.orgId), {
      id: clinic.orgId,
      type: 'clinique',
      name: 'Clinique du Parc',
      phone: '01 23 45 67 89',
      owner_uid: clinic.uid,
      member_roles: { [clinicMate.email!]: 'secretaire' },
      removed_members: { 'parti@exemple.fr': true },
      subscription: runningSubscription(),
    });
    const coarse = (d: DocumentData) => ({
      ...d,
      requester_org_name: 'Clinique du Parc',
      requester_org_phone: '01 23 45 67 89',
      adresse_depart: { ...d.adresse_depart, coordonnees: { lat: 45.76, lng: 4.84 } },
      adresse_arrivee: { ...d.adresse_arrivee, coordonnees: { lat: 45, lng: -0.57 } },
    });
    const { batch } = creationBatch(bed.as(clinicMate), clinicMate, {
      id: 'as-budget',
      number: 1,
      tamper: coarse,
    });
    expect(await allowed(batch.commit())).toBe(true);
  });
});

/**
 * [RULES-AS7] The table: every (own subscription × organisation's subscription × active flag) of an ambulance
 * member accepting a request — the rules allow it exactly when the domain's accountRefusal lets it through.
 */
describe('[RULES-AS7] table : les règles décident de l’accès comme le domaine', () => {
  const now = Date.now();
  const SUBSCRIPTIONS: Record<string, { status: string; endDate?: number } | null> = {
    aucun: null,
    'actif en cours': { status: 'active', endDate: now + 30 * DAY },
    'actif échu': { status: 'active', endDate: now - DAY },
    'actif sans fin': { status: 'active' },
    'essai en cours': { status: 'trial', endDate: now + 3 * DAY },
    'essai échu': { status: 'trial', endDate: now - 60_000 },
    expiré: { status: 'expired', endDate: now + 30 * DAY },
    suspendu: { status: 'suspended', endDate: now + 30 * DAY },
    'sans statut': { status: 'none' },
  };
  const stored = (s: { status: string; endDate?: number } | null) =>
    s === null
      ? null
      : {
          plan: 'pro',
          status: s.status,
          ...(s.endDate === undefined ? {} : { endDate: Timestamp.fromMillis(s.endDate) }),
        };
  const cases = Object.entries(SUBSCRIPTIONS).flatMap(([ownName, own]) =>
    Object.entries(SUBSCRIPTIONS).flatMap(([orgName, org]) =>
      [true, false].map((isActive) => {
        const i = (counter += 1);
        const who: Persona = {
          uid: `u-table-${i}`,
          role: 'ambulance',
          orgId: `ambu_9${String(i).padStart(3, '0')}`,
          email: `table-${i}@exemple.fr`,
          emailVerified: true,
          label: `membre ${i}`,
        };
        const standing = accountStanding(
          { userType: 'ambulance', isActive, subscription: own },
          { subscription: org },
          now,
        );
        const op: Operation = {
          kind: 'transport.status',
          opId: `table-${i}`,
          transportId: `table-${i}`,
          update: {
            opId: `table-${i}`,
            status: 'accepted',
            actor: { uid: who.uid, role: 'ambulance', orgId: who.orgId },
            deviceTime: now,
          },
        };
        return {
          name: `[RULES-AS7] propre : ${ownName} ; organisation : ${orgName} ; ${isActive ? 'actif' : 'désactivé'}`,
          who,
          own,
          org,
          isActive,
          expected: accountRefusal(op, standing) === null,
        };
      }),
    ),
  );
  const outcomes = new Map<string, boolean>();

  it('[RULES-AS7] 162 cas, autorisés et refusés : les règles acceptent exactement quand le domaine laisse passer', async () => {
    expect(cases.length).toBe(9 * 9 * 2);
    expect(cases.some((c) => c.expected)).toBe(true);
    expect(cases.some((c) => !c.expected)).toBe(true);
    const rides = cases.map((c) => ({
      ...domainTransport({ id: `table-${c.who.uid}`, etat: 'pending' }),
    }));
    await seedTransports(bed.owner, rides);
    for (let start = 0; start < cases.length; start += 100) {
      const batch = writeBatch(bed.owner);
      for (const c of cases.slice(start, start + 100)) {
        batch.set(doc(bed.owner, 'users', c.who.uid), {
          uid: c.who.uid,
          email: c.who.email,
          userType: 'ambulance',
          orga_id: c.who.orgId,
          permissions: [],
          isActive: c.isActive,
          ...(c.own === null ? {} : { subscription: stored(c.own) }),
        });
        batch.set(doc(bed.owner, 'ambulanceCompanies', c.who.orgId), {
          id: c.who.orgId,
          type: 'ambulance',
          owner_uid: 'u-fondateur-table',
          member_roles: { [c.who.email!]: 'regulateur' },
          ...(c.org === null ? {} : { subscription: stored(c.org) }),
        });
      }
      await batch.commit();
    }
    await Promise.all(
      cases.map(async (c, index) => {
        const accepted = statusBatch(bed.as(c.who), rides[index]!, c.who, 'accepted').commit();
        outcomes.set(c.name, await allowed(accepted));
      }),
    );
    const disagreements = cases.filter((c) => outcomes.get(c.name) !== c.expected);
    expect(disagreements.map((c) => `${c.name} : domaine ${c.expected}`)).toEqual([]);
  }, 60_000);
});
