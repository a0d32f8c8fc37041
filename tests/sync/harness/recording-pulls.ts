import { forwardPort } from '@/data/port-shape';
import { REMOTE_PORT } from '@/data/port-shapes';
import type { RemotePort } from '@/data/ports';

/** A remote that records which collection each pull asked for, in order; everything else forwarded. */
export function recordingPulls(calls: string[]) {
  return (remote: RemotePort): RemotePort =>
    forwardPort(REMOTE_PORT, remote, {
      pullTransports: (viewer, after, limit) => {
        calls.push('transports');
        return remote.pullTransports(viewer, after, limit);
      },
      pullPatients: (viewer, after, limit) => {
        calls.push('patients');
        return remote.pullPatients(viewer, after, limit);
      },
      pullNotifications: (viewer, after, limit) => {
        calls.push('notifications');
        return remote.pullNotifications(viewer, after, limit);
      },
      pullMessages: (viewer, after, limit) => {
        calls.push('messages');
        return remote.pullMessages(viewer, after, limit);
      },
    });
}
