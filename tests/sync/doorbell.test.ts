import { describe, expect, it, vi } from 'vitest';
import { forwardPort } from '@/data/port-shape';
import { REMOTE_PORT } from '@/data/port-shapes';
import type { RemotePort, Viewer } from '@/data/ports';
import { fixedClock } from '@/domain/shared/clock';
import { createDoorbell } from '@/sync/doorbell';
import { MemoryRemote } from '@tests/support/fakes/memory-remote';
import { MemoryServer } from '@tests/support/fakes/memory-server';

const COMPANY: Viewer = { uid: 'u-paul', role: 'ambulance', orgId: 'ambu_0001' };

function watchedRemote() {
  const stops: string[] = [];
  const watched: (string | null)[] = [];
  const remote = forwardPort<RemotePort>(
    REMOTE_PORT,
    new MemoryRemote(new MemoryServer(fixedClock(0))),
    {
      watch: (viewer) => {
        watched.push(viewer.memberRole ?? null);
        return () => void stops.push(viewer.memberRole ?? 'aucun');
      },
    },
  );
  return { remote, stops, watched };
}

describe('[DOOR1] the doorbell listens with the viewer’s member role', () => {
  it('same person, same role: one listener; a new member role replaces the listeners', () => {
    const { remote, stops, watched } = watchedRemote();
    const doorbell = createDoorbell(remote, vi.fn());
    doorbell.follow({ ...COMPANY, memberRole: 'chauffeur' });
    doorbell.follow({ ...COMPANY, memberRole: 'chauffeur' });
    expect(watched).toEqual(['chauffeur']);
    // Promoted to régulateur: the chauffeur's narrow listeners go, the company-wide ones come.
    doorbell.follow({ ...COMPANY, memberRole: 'regulateur' });
    expect(watched).toEqual(['chauffeur', 'regulateur']);
    expect(stops).toEqual(['chauffeur']);
    doorbell.close();
    expect(stops).toEqual(['chauffeur', 'regulateur']);
  });
});
