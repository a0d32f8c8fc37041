import { describe, expect, it } from 'vitest';
import {
  batchSummary,
  movableTo,
  partnerRide,
  remainingSessions,
  seriesOrder,
} from '@/domain/transport/series-rides';
import type { Transport } from '@/domain/transport/transport.schema';
import { ACTORS, CREATED_AT, transportIn } from './fixtures';

const session = (index: number, leg: 'aller' | 'retour', etat: Transport['etat'] = 'pending') =>
  transportIn(etat, {
    id: `${leg}-${index}`,
    type_transport: 'ambulance',
    series_id: 'serie-1',
    series_index: index,
    series_count: 4,
    trip_leg: leg,
    partner_id: `${leg === 'aller' ? 'retour' : 'aller'}-${index}`,
    date_transport: CREATED_AT + index * 86_400_000 + (leg === 'retour' ? 3_600_000 : 0),
  });
const SERIES = [1, 2, 3, 4].flatMap((i) => [session(i, 'retour'), session(i, 'aller')]);

describe('[SERR1] the rides of a series', () => {
  it('[SERR1] listed session by session, the aller before its retour', () => {
    expect([...SERIES].sort(seriesOrder).map((ride) => ride.id)).toEqual([
      'aller-1',
      'retour-1',
      'aller-2',
      'retour-2',
      'aller-3',
      'retour-3',
      'aller-4',
      'retour-4',
    ]);
  });
  it('[SERR1] « Annuler les séances restantes » from session 3: sessions 3 and 4, both legs', () => {
    const rides = remainingSessions(SERIES, { series_index: 3 }, ACTORS.clinic, CREATED_AT);
    expect(rides.map((ride) => ride.id)).toEqual(['aller-3', 'retour-3', 'aller-4', 'retour-4']);
  });
  it('[SERR1] a session already done or cancelled is left as it is', () => {
    const rides = [
      ...SERIES.filter((ride) => ride.id !== 'aller-4'),
      session(4, 'aller', 'completed'),
    ];
    const remaining = remainingSessions(rides, { series_index: 3 }, ACTORS.clinic, CREATED_AT);
    expect(remaining.map((ride) => ride.id)).toEqual(['aller-3', 'retour-3', 'retour-4']);
  });
  it('[SERR1] an ambulance company may accept every waiting ride; a VTC company none', () => {
    expect(movableTo(SERIES, 'accepted', ACTORS.ambulance, CREATED_AT)).toHaveLength(8);
    expect(movableTo(SERIES, 'accepted', ACTORS.vtc, CREATED_AT)).toHaveLength(0);
  });
  it('[SERR1] the other leg only when each names the other', () => {
    expect(partnerRide(SERIES[1]!, SERIES)?.id).toBe('retour-1');
    const stray = { ...SERIES[0]!, partner_id: 'aller-2' };
    expect(partnerRide(stray, SERIES)).toBeNull();
  });
  it('[SERR1] a batch said in French, partial failures counted', () => {
    expect(batchSummary({ recorded: 24, failures: [] }, 'acceptés')).toBe('24 transports acceptés');
    const failures = [{ transportId: 'a', label: 'Séance 2', reason: 'Déjà accepté.' }];
    expect(batchSummary({ recorded: 1, failures }, 'annulés')).toBe(
      '1 transport annulé ; 1 n’a pas pu l’être.',
    );
  });
});
