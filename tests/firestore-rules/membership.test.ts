// @vitest-environment node
import {
  deleteField,
  doc,
  getDocFromServer,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { fallbackPatientId } from '@/domain/ids/fallback-id';
import { MESSAGES_COLLECTION } from '@/domain/messages/message';
import { buildMessage } from '@/domain/messages/message-decision';
import { NOTIFICATIONS_COLLECTION } from '@/domain/notification/notification';
import { PATIENTS_COLLECTION } from '@/domain/patient/patient.schema';
import {
  buildSubscriptionRequest,
  SUBSCRIPTION_REQUESTS_COLLECTION,
} from '@/domain/subscription/subscription-request';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { creationBatch } from './support/creation';
import { PERSONAS, seededProfileOf, type Persona } from './support/personas';
import { allowed, useRulesTestbed } from './support/testbed';
import { trialSubscription } from './support/trial';
import {
  domainTransport,
  offerRef,
  privateRef,
  seedTransports,
  statusBatch,
  transportRef,
} from './support/transports';

/**
 * [RULES-MB] Issue 21 item 5, membership with consent, as a hostile member tries it (each a real client on the
 * emulator): the founder (owner_uid) is removed or demoted by an admin only; a member a responsable removed acts
 * for the organisation in no collection. Every attack runs beside its control: the same operation by the same
 * person while listed passes.
 */

const PROJECT = 'demo-rules-membership';
const bed = useRulesTestbed(PROJECT);

const { admin, clinic, clinicMate, ambulance } = PERSONAS;
const founder: Persona = {
  uid: 'u-fondatrice',
  role: 'clinique',
  orgId: clinic.orgId,
  email: 'fondatrice@exemple.fr',
  emailVerified: true,
  label: 'fondatrice',
};
const ambulanceFounder = 'u-fondateur-ambu';

type Standing = 'listed' | 'removed';

/** The clinic: founded by `founder`, clinicMate co-responsable, clinic responsable unless removed. */
function clinicDocument(standing: Standing): DocumentData {
  const roles: Record<string, string> = {
    [founder.email!]: 'responsable',
    [clinicMate.email!]: 'responsable',
  };
  if (standing === 'listed') roles[clinic.email!] = 'responsable';
  return {
    id: clinic.orgId,
    type: 'clinique',
    owner_uid: founder.uid,
    associatedUsers: [],
    member_roles: roles,
    removed_members: standing === 'removed' ? { [clinic.email!]: true } : {},
  };
}
/** The ambulance company: the ambulance persona is its régulateur unless removed. */
const ambulanceDocument = (standing: Standing): DocumentData => ({
  id: ambulance.orgId,
  type: 'ambulance',
  owner_uid: ambulanceFounder,
  associatedUsers: [],
  member_roles: standing === 'listed' ? { [ambulance.email!]: 'regulateur' } : {},
  removed_members: standing === 'removed' ? { [ambulance.email!]: true } : {},
});

async function seedOrganisations(standing: Standing) {
  const batch = writeBatch(bed.owner);
  batch.set(doc(bed.owner, 'users', founder.uid), seededProfileOf(founder));
  batch.set(doc(bed.owner, 'clinics', clinic.orgId), clinicDocument(standing));
  batch.set(doc(bed.owner, 'ambulanceCompanies', ambulance.orgId), ambulanceDocument(standing));
  await batch.commit();
}

let counter = 0;
async function ride(etat: TransportStatus): Promise<Transport> {
  const t = domainTransport({ id: `mb-${(counter += 1)}`, etat });
  await seedTransports(bed.owner, [t]);
  return t;
}

function message(t: Transport, author: Persona) {
  const built = buildMessage(
    t,
    { ...author, name: author.label },
    {
      opId: `op-mb-${(counter += 1)}`,
      text: 'Le patient attend au hall B.',
      deviceTime: Date.now(),
    },
  );
  if (!built.ok) throw new Error(built.refusal.reason);
  const { id, created_at: _c, ...fields } = built.message;
  return { id, data: { ...fields, created_at: serverTimestamp(), updated_at: serverTimestamp() } };
}

async function seedNotification(audience: string): Promise<string> {
  const id = `n-mb-${(counter += 1)}`;
  await setDoc(doc(bed.owner, NOTIFICATIONS_COLLECTION, id), {
    audience,
    type: 'transport_confirmed',
    role: 'clinique',
    read_by: {},
  });
  return id;
}

async function seedRecord(): Promise<string> {
  const id = 'PAT-MB1';
  await setDoc(doc(bed.owner, PATIENTS_COLLECTION, id), {
    id,
    first_name: 'Jeanne',
    last_name: 'Martin',
    orga_id: clinic.orgId,
    created_by: clinicMate.uid,
  });
  return id;
}

function subscriptionRequest(p: Persona): DocumentData {
  const built = buildSubscriptionRequest({
    applicant: {
      uid: p.uid,
      email: p.email ?? '',
      displayName: p.label,
      userType: p.role,
      orga_id: p.orgId,
    },
    plan: 'pro',
    units: 2,
    transferReference: 'ABO-MB00000001',
    now: 0,
  });
  if (!built.ok) throw new Error(built.error);
  return { ...built.request, createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
}

const CONTACT = {
  phone: '04 78 00 00 00',
  adresse: { rue: '1 rue de la République', ville: 'Lyon', codePostal: '69002' },
  coordonnees: { lat: 45.76, lng: 4.83 },
};

/** One operation for the organisation, by the clinic or ambulance persona: resolves whether the rules let it pass. */
const ATTACKS: [collection: string, what: string, run: () => Promise<boolean>][] = [
  [
    'transport',
    'la clinique dépose une demande',
    () =>
      allowed(
        creationBatch(bed.as(clinic), clinic, {
          id: `mb-new-${(counter += 1)}`,
          number: null,
        }).batch.commit(),
      ),
  ],
  [
    'transport',
    'la clinique lit une course de son organisation',
    async () => allowed(getDocFromServer(transportRef(bed.as(clinic), (await ride('pending')).id))),
  ],
  [
    'transport',
    'la clinique annule sa demande',
    async () =>
      allowed(statusBatch(bed.as(clinic), await ride('pending'), clinic, 'cancelled').commit()),
  ],
  [
    'transportPrivate',
    'la clinique lit l’identité du patient de sa course',
    async () => allowed(getDocFromServer(privateRef(bed.as(clinic), (await ride('accepted')).id))),
  ],
  [
    'transport',
    'le transporteur accepte une demande',
    async () =>
      allowed(
        statusBatch(bed.as(ambulance), await ride('pending'), ambulance, 'accepted').commit(),
      ),
  ],
  [
    'transport',
    'le transporteur enregistre un refus sur sa course',
    async () =>
      allowed(
        statusBatch(bed.as(ambulance), await ride('accepted'), ambulance, 'pending', {
          applied: false,
        }).commit(),
      ),
  ],
  [
    'transport',
    'le transporteur fait avancer une course de son entreprise',
    async () =>
      allowed(
        statusBatch(
          bed.as(ambulance),
          await ride('assigned'),
          ambulance,
          'en_route_pickup',
        ).commit(),
      ),
  ],
  [
    'transportOffers',
    'le transporteur lit une offre ouverte',
    async () => allowed(getDocFromServer(offerRef(bed.as(ambulance), (await ride('pending')).id))),
  ],
  [
    'messages',
    'la clinique écrit au transporteur',
    async () => {
      const m = message(await ride('assigned'), clinic);
      return allowed(setDoc(doc(bed.as(clinic), MESSAGES_COLLECTION, m.id), m.data));
    },
  ],
  [
    'messages',
    'le transporteur lit un message de sa course',
    async () => {
      const m = message(await ride('assigned'), clinic);
      await setDoc(doc(bed.owner, MESSAGES_COLLECTION, m.id), m.data);
      return allowed(getDocFromServer(doc(bed.as(ambulance), MESSAGES_COLLECTION, m.id)));
    },
  ],
  [
    'notifications',
    'la clinique lit une notification de son organisation',
    async () => {
      const id = await seedNotification(`org:${clinic.orgId}:clinique`);
      return allowed(getDocFromServer(doc(bed.as(clinic), NOTIFICATIONS_COLLECTION, id)));
    },
  ],
  [
    'notifications',
    'la clinique marque lue une notification de son organisation',
    async () => {
      const id = await seedNotification(`org:${clinic.orgId}:clinique`);
      const ref = doc(bed.as(clinic), NOTIFICATIONS_COLLECTION, id);
      return allowed(updateDoc(ref, { [`read_by.${clinic.uid}`]: true }));
    },
  ],
  [
    'subscriptionRequests',
    'la clinique demande un abonnement au nom de l’organisation',
    () =>
      allowed(
        setDoc(
          doc(bed.as(clinic), SUBSCRIPTION_REQUESTS_COLLECTION, 'ABO-MB00000001'),
          subscriptionRequest(clinic),
        ),
      ),
  ],
  [
    'clinics',
    'la clinique lit la fiche de l’organisation',
    () => allowed(getDocFromServer(doc(bed.as(clinic), 'clinics', clinic.orgId))),
  ],
  [
    'clinics',
    'la clinique change le téléphone et l’adresse de l’organisation',
    () =>
      allowed(
        updateDoc(doc(bed.as(clinic), 'clinics', clinic.orgId), {
          ...CONTACT,
          updated_at: serverTimestamp(),
        }),
      ),
  ],
  [
    'clinics',
    'la clinique réécrit la liste du personnel (se remet responsable)',
    () =>
      allowed(
        updateDoc(doc(bed.as(clinic), 'clinics', clinic.orgId), {
          member_roles: { ...clinicDocument('listed').member_roles },
          removed_members: {},
          updated_at: serverTimestamp(),
        }),
      ),
  ],
  [
    'patients',
    'la clinique lit un dossier patient',
    async () =>
      allowed(getDocFromServer(doc(bed.as(clinic), PATIENTS_COLLECTION, await seedRecord()))),
  ],
  [
    'patients',
    'la clinique enregistre un patient',
    () => {
      const id = fallbackPatientId({ now: () => Date.now() }, Math.random);
      return allowed(
        setDoc(doc(bed.as(clinic), PATIENTS_COLLECTION, id), {
          id,
          first_name: 'Jeanne',
          last_name: 'Martin',
          phone: '0601020304',
          birth_date: '1950-04-12',
          orga_id: clinic.orgId,
          created_by: clinic.uid,
          created_at: serverTimestamp(),
          updated_at: serverTimestamp(),
          local_id: null,
        }),
      );
    },
  ],
];

describe('[RULES-MB1] un membre retiré n’agit pour l’organisation dans aucune collection', () => {
  it.each(ATTACKS)('[RULES-MB1] %s — contrôle, listé : %s — autorisé', async (_c, _w, run) => {
    await seedOrganisations('listed');
    expect(await run()).toBe(true);
  });
  it.each(ATTACKS)('[RULES-MB1] %s — retiré : %s — refusé', async (_c, _w, run) => {
    await seedOrganisations('removed');
    expect(await run()).toBe(false);
  });
});

describe('[RULES-MB2] le fondateur n’est retiré ou rétrogradé que par un administrateur', () => {
  beforeEach(() => seedOrganisations('listed'));
  const clinicRef = (who: Persona) => doc(bed.as(who), 'clinics', clinic.orgId);
  const { [founder.email!]: _founderRole, ...withoutFounder } = clinicDocument('listed')
    .member_roles as Record<string, string>;
  const removal = {
    member_roles: withoutFounder,
    removed_members: { [founder.email!]: true },
  };
  const demotion = {
    member_roles: { ...clinicDocument('listed').member_roles, [founder.email!]: 'secretaire' },
  };
  const write = (who: Persona, change: DocumentData) =>
    allowed(updateDoc(clinicRef(who), { ...change, updated_at: serverTimestamp() }));

  it('[RULES-MB2] une co-responsable retire la fondatrice : refusé', async () => {
    expect(await write(clinicMate, removal)).toBe(false);
  });
  it('[RULES-MB2] une co-responsable rétrograde la fondatrice (secrétaire) : refusé', async () => {
    expect(await write(clinicMate, demotion)).toBe(false);
  });
  it('[RULES-MB2] une co-responsable efface l’entrée de la fondatrice sans la marquer retirée : refusé', async () => {
    expect(await write(clinicMate, { member_roles: withoutFounder })).toBe(false);
  });
  it('[RULES-MB2] contrôle : une co-responsable retire une autre responsable : autorisé', async () => {
    const { [clinic.email!]: _gone, ...rest } = clinicDocument('listed').member_roles as Record<
      string,
      string
    >;
    expect(
      await write(clinicMate, {
        member_roles: rest,
        removed_members: { [clinic.email!]: true },
      }),
    ).toBe(true);
  });
  it('[RULES-MB2] contrôle : la fondatrice d’une organisation neuve (pas encore dans member_roles) ajoute son premier membre : autorisé', async () => {
    await setDoc(doc(bed.owner, 'clinics', clinic.orgId), {
      id: clinic.orgId,
      type: 'clinique',
      owner_uid: founder.uid,
      associatedUsers: [],
    });
    expect(
      await write(founder, {
        member_roles: { [founder.email!]: 'responsable', [clinic.email!]: 'secretaire' },
        removed_members: {},
      }),
    ).toBe(true);
  });
  it('[RULES-MB2] … mais une co-responsable qui y inscrit la fondatrice comme secrétaire : refusé', async () => {
    const { [founder.email!]: _f, ...others } = clinicDocument('listed').member_roles as Record<
      string,
      string
    >;
    await updateDoc(doc(bed.owner, 'clinics', clinic.orgId), { member_roles: others });
    expect(
      await write(clinicMate, { member_roles: { ...others, [founder.email!]: 'secretaire' } }),
    ).toBe(false);
  });
  it('[RULES-MB2] contrôle : un administrateur retire ou rétrograde la fondatrice : autorisé', async () => {
    expect(await write(admin, demotion)).toBe(true);
    expect(await write(admin, removal)).toBe(true);
  });

  describe('retirée par un administrateur, la fondatrice ne garde rien', () => {
    beforeEach(() => updateDoc(doc(bed.owner, 'clinics', clinic.orgId), removal));
    it('[RULES-MB2] elle réécrit la liste du personnel (se remet responsable) : refusé', async () => {
      expect(
        await write(founder, {
          member_roles: clinicDocument('listed').member_roles,
          removed_members: {},
        }),
      ).toBe(false);
    });
    it('[RULES-MB2] elle renomme l’organisation : refusé', async () => {
      expect(await write(founder, { name: 'Clinique pirate' })).toBe(false);
    });
    it('[RULES-MB2] elle change le téléphone et l’adresse : refusé', async () => {
      expect(await write(founder, CONTACT)).toBe(false);
    });
    it('[RULES-MB2] elle démarre l’essai de l’organisation : refusé', async () => {
      await updateDoc(doc(bed.owner, 'users', founder.uid), { subscription: deleteField() });
      const db = bed.as(founder);
      const trial = trialSubscription();
      const batch = writeBatch(db);
      batch.update(doc(db, 'users', founder.uid), { subscription: trial });
      batch.update(doc(db, 'clinics', clinic.orgId), {
        subscription: trial,
        updated_at: serverTimestamp(),
      });
      expect(await allowed(batch.commit())).toBe(false);
    });
    it('[RULES-MB2] elle lit une course de l’organisation : refusé', async () => {
      const t = await ride('pending');
      await updateDoc(transportRef(bed.owner, t.id), { requester_org_id: clinic.orgId });
      expect(await allowed(getDocFromServer(transportRef(bed.as(founder), t.id)))).toBe(false);
    });
  });
  it('[RULES-MB2] contrôle : la fondatrice renomme son organisation : autorisé', async () => {
    expect(await write(founder, { name: 'Clinique du Parc' })).toBe(true);
  });
});
