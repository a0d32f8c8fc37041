// @vitest-environment node
import {
  deleteDoc,
  doc,
  getDocFromServer,
  getDocsFromServer,
  collection,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_COLLECTION } from '@/domain/admin/audit-entry';
import { MULTI_ROLE_TRANSPORTS_COLLECTION } from '@/domain/transport/multi-role-transport';
import { MULTI_ROLE_USERS_COLLECTION } from '@/domain/user/multi-role-user';
import { PERSONAS } from './support/personas';
import { allowed, useRulesTestbed } from './support/testbed';

/** [RULES-ADM] The admin back-office's collections: admins only; the audit trail append-only. */

const PROJECT = 'demo-rules-admin';
const bed = useRulesTestbed(PROJECT);

const { admin, clinic, ambulance } = PERSONAS;
const entry = (actorUid: string, id = 'e1') => ({
  id,
  action: 'user.update',
  actor_uid: actorUid,
  actor_email: 'x@y.fr',
  target: 'u1',
  summary: 's',
  before: null,
  after: null,
  at: 1,
});

describe('[RULES-ADM] copies multi-rôles', () => {
  it.each([MULTI_ROLE_USERS_COLLECTION, MULTI_ROLE_TRANSPORTS_COLLECTION])(
    '[RULES-ADM] %s : l’administrateur écrit et lit ; les autres non',
    async (name) => {
      expect(await allowed(setDoc(doc(bed.as(admin), name, 'c1'), { id: 'c1' }))).toBe(true);
      expect(await allowed(getDocsFromServer(collection(bed.as(admin), name)))).toBe(true);
      for (const other of [clinic, ambulance]) {
        expect(await allowed(setDoc(doc(bed.as(other), name, 'c2'), { id: 'c2' }))).toBe(false);
        expect(await allowed(getDocFromServer(doc(bed.as(other), name, 'c1')))).toBe(false);
      }
    },
  );
});

describe('[RULES-ADM] journal d’audit', () => {
  const ref = (db = bed.as(admin), id = 'e1') => doc(db, ADMIN_AUDIT_COLLECTION, id);
  it('[RULES-ADM] l’administrateur ajoute une entrée en son nom et la lit', async () => {
    expect(await allowed(setDoc(ref(), entry(admin.uid)))).toBe(true);
    expect(await allowed(getDocFromServer(ref()))).toBe(true);
  });
  it('[RULES-ADM] au nom d’un autre, ou sous un autre id : refusé', async () => {
    expect(await allowed(setDoc(ref(), entry(clinic.uid)))).toBe(false);
    expect(await allowed(setDoc(ref(bed.as(admin), 'e2'), entry(admin.uid, 'e1')))).toBe(false);
  });
  it('[RULES-ADM] une entrée ne se modifie ni ne s’efface, même par un administrateur', async () => {
    await setDoc(ref(bed.owner), entry(admin.uid));
    expect(await allowed(updateDoc(ref(), { summary: 'autre' }))).toBe(false);
    expect(await allowed(deleteDoc(ref()))).toBe(false);
  });
  it('[RULES-ADM] un non-administrateur ne lit ni n’écrit le journal', async () => {
    await setDoc(ref(bed.owner), entry(admin.uid));
    expect(await allowed(getDocFromServer(ref(bed.as(clinic))))).toBe(false);
    expect(await allowed(setDoc(ref(bed.as(clinic), 'e3'), entry(clinic.uid, 'e3')))).toBe(false);
  });
});
