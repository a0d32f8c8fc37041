import type { RemotePort, Unsubscribe, Viewer } from '@/data/ports';

/** The remote's change listener (research/sync.md: the "doorbell"); only the leader listens, for its viewer. */
export interface Doorbell {
  /** Listens for this viewer, replacing a listener set up for someone else (sign-out, sign-in). */
  follow(viewer: Viewer): void;
  close(): void;
}

// The member role decides the listeners' queries (a chauffeur's are restricted to the rides assigned to them): a
// role that changes re-subscribes, or the rules would keep refusing the old, wider listeners.
const sameViewer = (a: Viewer, b: Viewer) =>
  a.uid === b.uid &&
  a.role === b.role &&
  a.orgId === b.orgId &&
  (a.memberRole ?? null) === (b.memberRole ?? null);

export function createDoorbell(remote: RemotePort, ring: () => void): Doorbell {
  let current: { viewer: Viewer; stop: Unsubscribe } | null = null;
  const close = () => {
    current?.stop();
    current = null;
  };
  return {
    follow(viewer) {
      if (current !== null && sameViewer(current.viewer, viewer)) return;
      close();
      current = { viewer, stop: remote.watch(viewer, ring) };
    },
    close,
  };
}
