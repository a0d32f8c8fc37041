import { describe, expect, it } from 'vitest';
import { MILLIS_PER_DAY, MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import { applyStatusUpdate } from '@/domain/transport/apply-status-update';
import { tapTimeFor } from '@/domain/transport/tap-time';
import { ACTORS, makeUpdate, ONE_HOUR_LATER, transportIn } from './fixtures';

/** [TAP] Issue 21: a tap's device time is kept only within what the server can vouch for. */

const SERVER_TIME = ONE_HOUR_LATER + 5 * MILLIS_PER_MINUTE;

describe('[TAP1] l’heure du geste est bornée par la création, le geste précédent et le serveur', () => {
  const ride = transportIn('arrived_destination');
  const previous = ride.historique_etats.at(-1)!.timestamp;

  it('[TAP1] un geste hors ligne entre le précédent et maintenant garde son heure', () => {
    expect(tapTimeFor(ride, SERVER_TIME - MILLIS_PER_MINUTE, SERVER_TIME, 'move')).toBe(
      SERVER_TIME - MILLIS_PER_MINUTE,
    );
  });
  it('[TAP1] antidaté (avant le geste précédent, avant la création) : ramené au geste précédent', () => {
    expect(tapTimeFor(ride, previous - 2 * MILLIS_PER_DAY, SERVER_TIME, 'move')).toBe(previous);
    expect(previous).toBeGreaterThanOrEqual(ride.created_at);
  });
  it('[TAP1] dans le futur : ramené à l’heure du serveur', () => {
    expect(tapTimeFor(ride, SERVER_TIME + MILLIS_PER_DAY, SERVER_TIME, 'move')).toBe(SERVER_TIME);
  });
  it('[TAP1] l’entrée d’une fin de course antidatée porte l’heure bornée', () => {
    const update = makeUpdate('completed', ACTORS.ambulance, {
      deviceTime: ride.created_at - 2 * MILLIS_PER_DAY,
    });
    const result = applyStatusUpdate(ride, update, SERVER_TIME);
    expect(result.ok && result.transport.historique_etats.at(-1)?.timestamp).toBe(previous);
  });
  it('[TAP2] un geste refusé garde l’heure réelle (avant le changement qui l’a refusé), bornée par la création et le serveur', () => {
    const last = ride.historique_etats.at(-1)!;
    const later = { ...last, timestamp: previous + 30 * MILLIS_PER_MINUTE };
    const moved = { ...ride, historique_etats: [...ride.historique_etats, later] };
    const beforeLast = previous + 10 * MILLIS_PER_MINUTE;
    expect(tapTimeFor(moved, beforeLast, SERVER_TIME, 'refused')).toBe(beforeLast);
    expect(tapTimeFor(moved, beforeLast, SERVER_TIME, 'move')).toBe(later.timestamp);
    expect(tapTimeFor(ride, ride.created_at - MILLIS_PER_DAY, SERVER_TIME, 'refused')).toBe(
      ride.created_at,
    );
    expect(tapTimeFor(ride, SERVER_TIME + MILLIS_PER_DAY, SERVER_TIME, 'refused')).toBe(
      SERVER_TIME,
    );
  });
});
