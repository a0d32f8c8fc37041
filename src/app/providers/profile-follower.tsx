import { useEffect } from 'react';
import { useLive } from '@/data/local/live';
import type { UserData } from '@/data/local/user-data';
import { parseUser } from '@/domain/user/user';
import { useAuth } from '@/services/session/session-context';

/**
 * Keeps the session's profile on the device's copy: a setting saved offline shows everywhere at once (the
 * dashboards' default view, the header's name), and so does the server's answer once it is synced.
 */
export function ProfileFollower({ data }: { data: UserData }) {
  const { adoptProfile } = useAuth();
  const uid = data.viewer.uid;
  const row = useLive(() => data.db.profiles.get(uid), [data, uid], undefined);
  useEffect(() => {
    if (!row) return;
    const parsed = parseUser(uid, row);
    if (parsed.ok) adoptProfile(parsed.value);
  }, [row, uid, adoptProfile]);
  return null;
}
