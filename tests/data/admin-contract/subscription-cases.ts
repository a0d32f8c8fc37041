import { expect, it } from 'vitest';
import { TRIAL_UNAVAILABLE } from '@/domain/admin/request-approval';
import { readOrganisationCard } from '@/domain/organisation/organisation-card';
import { hasAccess } from '@/domain/subscription/access';
import { profileOf, type AdminHarnessRef } from './admin-contract';

/** The ambulance viewer's organisation document, founded by them, as sign-up leaves it; its id. */
async function seedAmbulanceCompany(h: AdminHarnessRef): Promise<string> {
  const { viewers } = h();
  const orgId = viewers.ambulance.orgId;
  await h().seed('ambulanceCompanies', orgId, {
    id: orgId,
    type: 'ambulance',
    name: 'Ambulances du Centre',
    owner_uid: viewers.ambulance.uid,
    associatedUsers: [],
  });
  return orgId;
}

/** A request as the account pages' Abonnement page files it (coordination with branch `account`). */
export const requestFor = (uid: string, createdAt: number, plan = 'premium') => ({
  uid,
  email: `${uid}@exemple.fr`,
  displayName: `Compte ${uid}`,
  userType: 'ambulance',
  orga_id: 'ambu_0001',
  plan,
  units: 2,
  monthlyHT: 349,
  vatRate: 0.2,
  monthlyTTC: 418.8,
  transferReference: 'ABO-TEST',
  status: 'pending',
  createdAt,
  updatedAt: createdAt,
  processedAt: null,
  processedAction: null,
  adminNotes: '',
});

export function defineSubscriptionCases(h: AdminHarnessRef) {
  it('[ADMC1] pending requests are listed newest first', async () => {
    const { viewers } = h();
    await h().seed('subscriptionRequests', 'r-old', requestFor(viewers.ambulance.uid, 1000));
    await h().seed('subscriptionRequests', 'r-new', requestFor(viewers.vtc.uid, 2000));
    const result = await h().adminAs('admin').listRequests();
    expect(result.success).toBe(true);
    expect(result.data?.map((r) => r.id)).toEqual(['r-new', 'r-old']);
  });

  it('[ADMC1] approving writes the request and the user’s subscription together, with an audit entry', async () => {
    const { viewers } = h();
    await h().seed('subscriptionRequests', 'r1', requestFor(viewers.ambulance.uid, 1000));
    const admin = h().adminAs('admin');
    const result = await admin.processRequest('r1', 'approve', 'Virement reçu');
    expect(result).toMatchObject({
      success: true,
      data: { status: 'approved', processedAction: 'approve', adminNotes: 'Virement reçu' },
    });
    expect(result.data?.processedAt).toEqual(expect.any(Number));
    const users = await admin.listUsers();
    const account = users.data?.find((u) => u.uid === viewers.ambulance.uid);
    expect(account?.subscription).toMatchObject({ status: 'active', plan: 'premium' });
    const audit = await admin.listAudit();
    expect(audit.data?.[0]).toMatchObject({
      action: 'subscription.request',
      target: viewers.ambulance.uid,
      actor_uid: viewers.admin.uid,
    });
  });

  it('[ADMC1] approving also writes the subscription, with its units, onto the account’s organisation document', async () => {
    const { viewers } = h();
    const orgId = await seedAmbulanceCompany(h);
    await h().seed('subscriptionRequests', 'r1', {
      ...requestFor(viewers.ambulance.uid, 1000),
      orga_id: orgId,
    });
    expect((await h().adminAs('admin').processRequest('r1', 'approve', '')).success).toBe(true);
    const organisation = await h().readOrganisation('ambulanceCompanies', orgId);
    expect(organisation).toMatchObject({
      name: 'Ambulances du Centre',
      subscription: { status: 'active', plan: 'premium', units: 2 },
    });
    // What a member who joined it (no subscription of their own) is let in by.
    const member = { userType: 'ambulance', subscription: null };
    expect(hasAccess(member, readOrganisationCard(organisation)).hasAccess).toBe(true);
  });

  it('[ADMC1] an organisation approved before issue 13 gets its founder’s subscription, once', async () => {
    const { viewers } = h();
    const orgId = await seedAmbulanceCompany(h);
    const subscription = { plan: 'pro', status: 'active', startDate: 1_700_000_000_000 };
    await h().seed('users', viewers.ambulance.uid, {
      ...profileOf(viewers.ambulance),
      subscription,
    });
    const admin = h().adminAs('admin');
    const first = await admin.carrySubscriptions();
    expect(first).toMatchObject({ success: true, message: '1 organisation(s) mise(s) à jour.' });
    const organisation = await h().readOrganisation('ambulanceCompanies', orgId);
    expect(organisation).toMatchObject({ name: 'Ambulances du Centre', subscription });
    expect((await admin.carrySubscriptions()).message).toBe('0 organisation(s) mise(s) à jour.');
  });

  it('[ADMC1] a processed request is not processed twice; a second trial is refused', async () => {
    const { viewers } = h();
    await h().seed('subscriptionRequests', 'r1', requestFor(viewers.vtc.uid, 1000));
    await h().seed('subscriptionRequests', 'r2', requestFor(viewers.vtc.uid, 2000));
    const admin = h().adminAs('admin');
    expect((await admin.processRequest('r1', 'trial', '')).success).toBe(true);
    expect((await admin.processRequest('r1', 'reject', '')).success).toBe(false);
    const second = await admin.processRequest('r2', 'trial', '');
    expect(second.success).toBe(false);
    expect(second.error).toBe(TRIAL_UNAVAILABLE);
    const stored = (await admin.listRequests()).data?.find((r) => r.id === 'r2');
    expect(stored?.status).toBe('pending');
  });

  it('[ADMC1] the subscription view lists ambulance, clinique and vtc accounts only', async () => {
    const result = await h().adminAs('admin').listSubscriptionUsers();
    expect(result.data?.map((u) => u.userType).sort()).toEqual(['ambulance', 'clinique', 'vtc']);
  });
}
