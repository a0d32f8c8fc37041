import { PATHS } from '@/config/paths';
import type { UserType } from '@/domain/shared/role';

const DETAIL_BASES: Partial<Record<UserType, string>> = {
  clinique: PATHS.cliniqueTransports,
  ambulance: PATHS.ambulanceTransports,
  vtc: PATHS.vtcTransports,
};

/** Where a ride's conversation lives for this role (its detail page); null for roles without one. */
export function rideDetailPath(role: UserType, transportId: string): string | null {
  const base = DETAIL_BASES[role];
  return base === undefined ? null : `${base}/${encodeURIComponent(transportId)}`;
}
