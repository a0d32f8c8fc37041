import { useContext, useEffect, useRef } from 'react';
import { isSessionRevoked, SESSION_REVOKED_MESSAGE } from '@/domain/user/session-revocation';
import { ServicesContext } from '@/services/services-context';
import { useOptionalAuth } from '@/services/session/session-context';
import { useToasts } from '@/services/toasts';
import { useDeviceOnline } from '@/ui/use-device-online';

/** While the app is open, the profile is read again this often to learn of a « sign out other devices ». */
export const REVOCATION_CHECK_MS = 5 * 60_000;

/**
 * Firebase mode: ends this session when the profile says that sessions signed in before a given time were signed
 * out from another device (domain isSessionRevoked). Checked at start, on reconnection, when the tab comes back
 * and every 5 minutes; the profile read also refreshes the device's copy. Nothing is checked offline: an offline
 * device is not reached until it reconnects. Renders nothing; public pages (no session) skip it.
 */
export function SessionRevocationGuard() {
  const services = useContext(ServicesContext);
  const session = useOptionalAuth();
  const online = useDeviceOnline();
  const { show } = useToasts();
  const user = session?.user ?? null;
  // Held in refs: the session object changes on every profile update, which must not restart the checks.
  const signOut = useRef(session?.signOut);
  signOut.current = session?.signOut;
  const auth = services?.auth;
  const profiles = services?.profiles;

  useEffect(() => {
    if (!user || !online || !auth || !profiles) return undefined;
    let stopped = false;
    const check = async () => {
      const [profile, startedAt] = await Promise.all([
        profiles.load(user).catch(() => null),
        auth.sessionStartedAt(),
      ]);
      if (stopped || !isSessionRevoked(startedAt, profile?.sessions_revoked_at)) return;
      stopped = true;
      show(SESSION_REVOKED_MESSAGE, 'warning');
      await signOut.current?.().catch(() => undefined);
    };
    void check();
    const timer = setInterval(() => void check(), REVOCATION_CHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [user, online, auth, profiles, show]);
  return null;
}
