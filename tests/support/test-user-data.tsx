import { useEffect, useState, type ReactNode } from 'react';
import type { Viewer } from '@/data/ports';
import type { Clock } from '@/domain/shared/clock';
import { millisToServerTimestamp } from '@/domain/sync/server-timestamp';
import type { Transport } from '@/domain/transport/transport.schema';
import { deleteUserDatabase } from '@/data/local/session-data';
import { openUserData, type UserData } from '@/data/local/user-data';
import { UserDataContext } from '@/data/local/user-data-context';
import { ProfileFollower } from '@/app/providers/profile-follower';
import { useAuth } from '@/services/session/session-context';
import { viewerName } from '@/services/session/viewer-name';

/** Stores transports as if pulled from the server (server state + view), in pull order. */
export async function seedPulled(data: UserData, transports: readonly Transport[]): Promise<void> {
  if (transports.length === 0) return;
  const documents = transports.map((transport, index) => ({
    id: transport.id,
    data: transport,
    syncTs: millisToServerTimestamp(transport.updated_at, index),
  }));
  const last = documents.at(-1)!;
  await data.store.applyPulled('transports', {
    documents,
    checkpoint: { ts: last.syncTs, id: last.id },
    hasMore: false,
  });
}

export interface TestUserDataOptions {
  clock: Clock;
  orgId: string;
  transports?: readonly Transport[];
  /** Receives the opened device data, to act on it or inspect the outbox from the test. */
  onReady?: (data: UserData) => void;
}

/**
 * The test twin of the app's UserSession: real Dexie (fake-indexeddb) for the signed-in test user, with no sync
 * engine — tests push or inspect the outbox themselves. Each render gets its own database.
 */
export function TestUserSession({
  options,
  children,
}: {
  options: TestUserDataOptions;
  children: ReactNode;
}) {
  const { user, profile } = useAuth();
  const [data, setData] = useState<UserData | null>(null);
  useEffect(() => {
    if (!user || !profile) return undefined;
    let opened: UserData | null = null;
    let cancelled = false;
    const name = viewerName(user, profile);
    const viewer: Viewer = {
      uid: user.uid,
      role: profile.userType,
      orgId: options.orgId,
      ...(name === undefined ? {} : { name }),
    };
    void (async () => {
      // A fresh database per render: tests never see each other's rows.
      await deleteUserDatabase(user.uid);
      opened = await openUserData({
        viewer,
        clock: options.clock,
        random: Math.random,
        onEnqueued: () => undefined,
      });
      await seedPulled(opened, options.transports ?? []);
      // The device's copy of the profile, as the app's mirrored profiles leave it after sign-in.
      await opened.db.profiles.put(profile);
      if (cancelled) return opened.close();
      options.onReady?.(opened);
      setData(opened);
    })();
    return () => {
      cancelled = true;
      opened?.close();
    };
    // Opened once per signed-in user and role, like the app.
  }, [user, profile?.userType]);
  return (
    <UserDataContext.Provider value={data}>
      {data && <ProfileFollower data={data} />}
      {children}
    </UserDataContext.Provider>
  );
}
