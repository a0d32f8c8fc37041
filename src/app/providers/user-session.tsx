import { useEffect, useState, type ReactNode } from 'react';
import type { Runtime } from '@/app/compose/runtime';
import { visibilityTrigger } from '@/app/compose/browser-triggers';
import { requestPersistentStorage } from '@/data/local/platform/persist-storage';
import { openUserData, prepareUserData, type UserData } from '@/data/local/user-data';
import { UserDataContext } from '@/data/local/user-data-context';
import { ProfileFollower } from './profile-follower';
import { awaitsOrganisation } from '@/domain/organisation/join-organisation';
import { useAuth } from '@/services/session/session-context';
import { viewerName } from '@/services/session/viewer-name';
import { markTiming } from '@/services/timing-mark';
import { createSyncEngine } from '@/sync/create-sync-engine';
import type { SyncEngine } from '@/sync/engine-types';

/**
 * Opens the signed-in user's device data and starts their sync engine; closes both when they sign out or
 * another user signs in. The viewer is the real profile (an admin impersonating a role still reads as admin).
 */
export function UserSession({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  const { user, profile } = useAuth();
  const [data, setData] = useState<UserData | null>(null);
  const uid = user?.uid ?? null;
  const role = profile?.userType ?? null;
  // Issue 20: an account awaiting its organisation has nothing to sync (its scope is not known yet): its device data
  // and engine open once it joined or founded one.
  const orgId = profile && !awaitsOrganisation(profile) ? profile.orga_id : null;
  // The name signs what this user writes in transport histories; it never decides a permission.
  const name = viewerName(user, profile);

  // The device database opens beside the profile's read, not after it (issue 24, cold start).
  useEffect(() => (uid ? prepareUserData(uid) : undefined), [uid]);

  useEffect(() => {
    if (!uid || !role || orgId === null) return undefined;
    const viewer = { uid, role, orgId, ...(name === undefined ? {} : { name }) };
    const { clock } = runtime.services;
    let cancelled = false;
    let engine: SyncEngine | null = null;
    let opened: UserData | null = null;
    let stopTiming = () => undefined as void;
    void (async () => {
      opened = await openUserData({
        viewer,
        clock,
        random: Math.random,
        onEnqueued: () => engine?.requestSync('enqueue'),
      });
      if (cancelled) return opened.close();
      markTiming('session : données de l’appareil ouvertes');
      engine = createSyncEngine({
        local: opened.store,
        remote: runtime.remote,
        connectivity: runtime.connectivity,
        leader: runtime.leader,
        viewer: () => viewer,
        clock,
        random: Math.random,
        lockName: `sync:${uid}`,
        triggers: [visibilityTrigger],
      });
      // The first cycle's end on the performance timeline (the sign-in benchmark's breakdown), once.
      const started = engine;
      let cycling = false;
      stopTiming = started.subscribe(() => {
        if (started.getState().syncing) cycling = true;
        else if (cycling) {
          markTiming('synchro : premier cycle fini');
          stopTiming();
        }
      });
      engine.start();
      runtime.hub.attach(engine, opened);
      setData(opened);
      // Ask the browser not to evict the outbox under storage pressure (ARCHITECTURE §5.9).
      void requestPersistentStorage();
    })().catch((error: unknown) => console.error('Données de l’appareil indisponibles', error));
    return () => {
      cancelled = true;
      stopTiming();
      setData(null);
      runtime.hub.detach();
      const closing = opened;
      void (engine?.stop() ?? Promise.resolve()).then(() => closing?.close());
    };
  }, [uid, role, orgId, name, runtime]);

  return (
    <UserDataContext.Provider value={data}>
      {data && <ProfileFollower data={data} />}
      {children}
    </UserDataContext.Provider>
  );
}
