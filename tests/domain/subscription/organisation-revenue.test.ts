import { describe, expect, it } from 'vitest';
import { buildTestAccount } from '@/domain/admin/test-data';
import {
  filterOrganisationRows,
  organisationRevenue,
  organisationSubscriptionRows,
} from '@/domain/subscription/organisation-revenue';
import { parseUser, type User } from '@/domain/user/user';

const ACTIVE = { status: 'active', plan: 'pro', startDate: 1, endDate: 99 };

const account = (uid: string, type: string, orgId: string, patch: Record<string, unknown> = {}) => {
  const parsed = parseUser(uid, {
    ...buildTestAccount('ambulance', uid, 'a', 1),
    userType: type,
    email: `${uid}@exemple.fr`,
    orga_id: orgId,
    ...patch,
  });
  if (!parsed.ok) throw new Error('fixture');
  return parsed.value;
};

// The demo's ambulance company: a dispatcher and two chauffeurs, each profile carrying the company's subscription.
const AMBULANCES: User[] = [
  account('julien', 'ambulance', 'ambu_0001', {
    company_name: 'Ambulances Rhône',
    displayName: 'Julien Moreau',
    subscription: ACTIVE,
  }),
  account('mehdi', 'ambulance', 'ambu_0001', {
    company_name: 'Ambulances Rhône',
    displayName: 'Mehdi Haddad',
    subscription: ACTIVE,
  }),
  account('lucie', 'ambulance', 'ambu_0001', {
    company_name: 'Ambulances Rhône',
    displayName: 'Lucie Fontaine',
    subscription: ACTIVE,
  }),
];
const CLINIC = account('sophie', 'clinique', 'clin_0001', {
  company_name: 'Clinique du Parc',
  subscription: { ...ACTIVE, plan: 'premium' },
});
const TRIAL_VTC = account('karim', 'vtc', 'vtc_0002', {
  company_name: 'VTC Lyon',
  subscription: { status: 'trial', plan: 'pro' },
});
const SECRETARY = account('claire', 'clinique', 'clin_0002', {
  company_name: 'Clinique Nord',
  subscription: null,
});
const BOSS = account('nathalie', 'clinique', 'clin_0002', {
  company_name: 'Clinique Nord',
  subscription: ACTIVE,
});

describe('[REV-ORG] revenue and subscriptions count per organisation, not per member (issue 25)', () => {
  it('[REV-ORG] a company with three members is one active subscription at 199 €', () => {
    const rows = organisationSubscriptionRows([...AMBULANCES, CLINIC, TRIAL_VTC]);
    expect(rows.map((row) => [row.name, row.memberCount, row.status])).toEqual([
      ['Ambulances Rhône', 3, 'active'],
      ['Clinique du Parc', 1, 'active'],
      ['VTC Lyon', 1, 'trial'],
    ]);
    expect(organisationRevenue(rows)).toEqual({
      activeCount: 2,
      monthly: 498,
      annual: 5976,
      averagePerSubscription: 249,
    });
  });

  it('[REV-ORG] among equal copies, the earliest account (the founder) is the contact, not a chauffeur', () => {
    const [founder, ...chauffeurs] = AMBULANCES.map((user, index) => ({
      ...user,
      createdAt: 10 + index,
    }));
    const [row] = organisationSubscriptionRows([...chauffeurs.reverse(), founder!]);
    expect(row?.holder.displayName).toBe('Julien Moreau');
  });

  it('[REV-ORG] the organisation’s subscription is its granting one, whichever member carries it', () => {
    const [row] = organisationSubscriptionRows([SECRETARY, BOSS]);
    expect(row).toMatchObject({ memberCount: 2, status: 'active', monthlyRevenue: 299 });
    expect(row?.holder.displayName).toBe(BOSS.displayName);
  });

  it('[REV-ORG] accounts without an organisation stand alone; patients and admins are left out', () => {
    const rows = organisationSubscriptionRows([
      account('solo-1', 'vtc', 'default-org', { subscription: ACTIVE }),
      account('solo-2', 'vtc', 'default-org', { subscription: ACTIVE }),
      account('pat', 'patient', 'default-org'),
      account('adm', 'admin', 'admin_0001'),
    ]);
    expect(rows.map((row) => row.id)).toEqual(['solo-1', 'solo-2']);
    expect(organisationRevenue(rows).monthly).toBeCloseTo(59.8, 6);
  });

  it('[REV-ORG] filters by type, status and a member’s name or e-mail', () => {
    const rows = organisationSubscriptionRows([...AMBULANCES, CLINIC, TRIAL_VTC]);
    const names = (filter: Parameters<typeof filterOrganisationRows>[1]) =>
      filterOrganisationRows(rows, filter).map((row) => row.name);
    expect(names({ type: 'vtc' })).toEqual(['VTC Lyon']);
    expect(names({ status: 'active' })).toEqual(['Ambulances Rhône', 'Clinique du Parc']);
    expect(names({ search: 'lucie@' })).toEqual(['Ambulances Rhône']);
    expect(names({ search: 'parc' })).toEqual(['Clinique du Parc']);
  });
});
