import { ADMIN_PERMISSIONS } from '@/domain/constants';
import type { UserType } from '@/domain/shared/role';

/** Spec §3: admins hold ['all']; every other role starts with no explicit permission. */
export function defaultPermissions(role: UserType): string[] {
  return role === 'admin' ? [...ADMIN_PERMISSIONS] : [];
}
