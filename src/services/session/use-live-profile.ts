import { useEffect, useRef } from 'react';
import type { ProfilePort } from '@/data/ports';
import type { User } from '@/domain/user/user';

/**
 * Follows the signed-in user's profile while it is settled: a subscription an admin approves (or a role an admin
 * changes) reaches the open tab without a reload. Ports without `watch` keep the profile read at sign-in.
 */
export function useLiveProfile(
  profiles: ProfilePort,
  uid: string | null,
  onProfile: (profile: User) => void,
): void {
  // The latest callback, so a new render does not restart the subscription.
  const latest = useRef(onProfile);
  useEffect(() => {
    latest.current = onProfile;
  }, [onProfile]);
  useEffect(() => {
    if (uid === null) return undefined;
    return profiles.watch(uid, (profile) => {
      if (profile.uid === uid) latest.current(profile);
    });
  }, [profiles, uid]);
}
