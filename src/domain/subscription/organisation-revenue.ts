import { DEFAULT_ORG_ID } from '@/domain/constants';
import { SUBSCRIBING_TYPES } from '@/domain/admin/subscription-accounts';
import type { UserType } from '@/domain/shared/role';
import { monthlyRevenue, type RevenueSummary } from '@/domain/subscription/revenue';
import type { SubscriptionStatus } from '@/domain/subscription/subscription-status';
import { toSubscriptionView, type SubscriptionView } from '@/domain/views/subscription-view';
import type { User } from '@/domain/user/user';

/**
 * One row of the admin's subscriptions: an organisation, not a person (issue 25). Its members' profiles may each
 * carry a copy of the organisation's subscription; it is billed once.
 */
export interface OrganisationSubscriptionRow extends Omit<SubscriptionView, 'id'> {
  /** The organisation id, or the account's uid for an account that belongs to none. */
  id: string;
  name: string;
  memberCount: number;
  /** The member whose profile carries the subscription shown (the founder, in practice): the contact. */
  holder: { displayName: string; email: string };
  members: readonly { displayName: string; email: string }[];
}

// Which member's copy stands for the organisation: the one that grants access, then the one that did.
const RANK: Record<SubscriptionStatus, number> = {
  active: 0,
  trial: 1,
  suspended: 2,
  expired: 3,
  none: 4,
};

const organisationKey = (user: User) =>
  user.orga_id && user.orga_id !== DEFAULT_ORG_ID ? user.orga_id : user.uid;

/** The subscribing organisations (ambulance, clinique, vtc), one row each, sorted by name. */
export function organisationSubscriptionRows(
  accounts: readonly User[],
): OrganisationSubscriptionRow[] {
  const groups = new Map<string, User[]>();
  for (const user of accounts) {
    if (!SUBSCRIBING_TYPES.some((type) => type === user.userType)) continue;
    const key = organisationKey(user);
    groups.set(key, [...(groups.get(key) ?? []), user]);
  }
  return [...groups.entries()]
    .map(([id, members]) => {
      const views = members.map(toSubscriptionView);
      // Equal copies: the earliest account stands for it (the founder; its members joined after).
      const since = new Map(members.map((member) => [member.uid, member.createdAt ?? Infinity]));
      const earlier = (a: SubscriptionView, b: SubscriptionView) =>
        (since.get(a.id) ?? Infinity) < (since.get(b.id) ?? Infinity);
      const held = views.reduce((best, view) =>
        RANK[view.status] < RANK[best.status] ||
        (RANK[view.status] === RANK[best.status] && earlier(view, best))
          ? view
          : best,
      );
      const { id: _holderUid, ...view } = held;
      return {
        ...view,
        id,
        name: held.companyName || held.displayName,
        memberCount: members.length,
        holder: { displayName: held.displayName, email: held.email },
        members: views.map(({ displayName, email }) => ({ displayName, email })),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id.localeCompare(b.id));
}

/** §9 totals over organisations: one subscription per organisation. */
export const organisationRevenue = (rows: readonly OrganisationSubscriptionRow[]): RevenueSummary =>
  monthlyRevenue(rows);

export interface OrganisationFilter {
  type?: UserType | '';
  status?: SubscriptionStatus | '';
  /** Part of the organisation's name or of a member's name or e-mail, any case or accent. */
  search?: string;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function filterOrganisationRows(
  rows: readonly OrganisationSubscriptionRow[],
  filter: OrganisationFilter,
): OrganisationSubscriptionRow[] {
  const needle = folded(filter.search?.trim() ?? '');
  return rows.filter(
    (row) =>
      (!filter.type || row.userType === filter.type) &&
      (!filter.status || row.status === filter.status) &&
      (needle === '' ||
        [row.name, ...row.members.flatMap((m) => [m.displayName, m.email])].some((field) =>
          folded(field).includes(needle),
        )),
  );
}
