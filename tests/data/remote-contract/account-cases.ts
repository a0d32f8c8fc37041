import { expect, it } from 'vitest';
import type { Viewer } from '@/data/ports';
import { createOp, rejection, requestBy, requestIn, statusOp } from './contract-fixtures';
import type { HarnessRef } from './remote-contract';
import { accountProfile, endedSubscription, runningSubscription } from './staff-fixtures';

/**
 * [RC-AS] Issue 21, the account's standing, the same on every backend (domain accountRefusal; firestore.rules
 * caller().standing and access): an account an admin switched off writes nothing; filing and accepting need a
 * subscription running now — the account's own, else its organisation's; cancelling a request does not.
 */
export function defineAccountCases(h: HarnessRef) {
  const withProfile = (viewer: Viewer, extra: Record<string, unknown>) =>
    h().seedProfile(viewer.uid, accountProfile(viewer, extra));

  it('[RC-AS1] un compte désactivé par l’administrateur ne dépose ni n’accepte rien', async () => {
    const { clinique, ambulance } = h().viewers;
    await withProfile(clinique, { isActive: false });
    await withProfile(ambulance, { isActive: false });
    const filed = requestBy(h());
    expect((await rejection(h().remote.push(createOp(filed), clinique))).code).toBe(
      'permission-denied',
    );
    expect(await h().read(filed.id)).toBeNull();
    const open = requestIn(h(), 'pending');
    await h().seed([open]);
    const accepted = h().remote.push(statusOp(open.id, 'accepted', ambulance), ambulance);
    expect((await rejection(accepted)).code).toBe('permission-denied');
    expect((await h().read(open.id))?.etat).toBe('pending');
  });

  it('[RC-AS2] abonnement échu : la clinique ne dépose plus, l’entreprise n’accepte plus ; la clinique annule encore', async () => {
    const { clinique, ambulance } = h().viewers;
    await withProfile(clinique, { subscription: endedSubscription() });
    await withProfile(ambulance, { subscription: endedSubscription() });
    const filed = requestBy(h());
    expect((await rejection(h().remote.push(createOp(filed), clinique))).code).toBe(
      'permission-denied',
    );
    const open = requestIn(h(), 'pending');
    await h().seed([open]);
    const accepted = h().remote.push(statusOp(open.id, 'accepted', ambulance), ambulance);
    expect((await rejection(accepted)).code).toBe('permission-denied');
    const cancelled = await h().remote.push(statusOp(open.id, 'cancelled', clinique), clinique);
    expect(cancelled.status).toBe('applied');
  });

  it('[RC-AS3] sans abonnement à lui, un membre travaille sous celui de son organisation', async () => {
    const { clinique } = h().viewers;
    await withProfile(clinique, { subscription: null });
    await h().seedOrganisation('clinics', clinique.orgId, {
      id: clinique.orgId,
      type: 'clinique',
      owner_uid: 'rc-fondateur',
      subscription: runningSubscription(),
    });
    const filed = requestBy(h());
    expect((await h().remote.push(createOp(filed), clinique)).status).toBe('applied');
    await h().seedOrganisation('clinics', clinique.orgId, {
      id: clinique.orgId,
      type: 'clinique',
      owner_uid: 'rc-fondateur',
      subscription: endedSubscription(),
    });
    const late = requestBy(h());
    expect((await rejection(h().remote.push(createOp(late), clinique))).code).toBe(
      'permission-denied',
    );
  });
}
