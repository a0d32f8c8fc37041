import type { SubscriptionStatus } from '@/domain/subscription/subscription-status';
import type { UserType } from '@/domain/shared/role';
import type { User } from '@/domain/user/user';

/** Spec §7: the subscription view lists ambulance, clinique and vtc accounts, newest first. */
export const SUBSCRIBING_TYPES = [
  'ambulance',
  'clinique',
  'vtc',
] as const satisfies readonly UserType[];

export function subscriptionAccounts(users: readonly User[]): User[] {
  return users
    .filter((user) => SUBSCRIBING_TYPES.some((type) => type === user.userType))
    .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0) || a.uid.localeCompare(b.uid));
}

export interface AccountFilter {
  type?: UserType | '';
  status?: SubscriptionStatus | '';
  /** Part of the name, company or e-mail, any case. */
  search?: string;
  active?: 'yes' | 'no' | '';
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function filterAccounts<T extends User>(users: readonly T[], filter: AccountFilter): T[] {
  const needle = folded(filter.search?.trim() ?? '');
  return users.filter(
    (user) =>
      (!filter.type || user.userType === filter.type) &&
      (!filter.status || (user.subscription?.status ?? 'none') === filter.status) &&
      (!filter.active || user.isActive === (filter.active === 'yes')) &&
      (needle === '' ||
        [user.email, user.displayName, user.company_name].some((field) =>
          folded(field).includes(needle),
        )),
  );
}
