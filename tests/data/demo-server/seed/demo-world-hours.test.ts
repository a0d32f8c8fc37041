import { describe, expect, it } from 'vitest';
import { buildDemoData } from '@/data/demo-server/seed/demo-data';
import { rideDayStart } from '@/domain/transport/ride-day';

const QUARTER = 15 * 60_000;
/** Paris midnight of 28 November 2026 (UTC+1) and of 29 March 2026, the night the clocks go forward. */
const NIGHTS = [Date.UTC(2026, 10, 27, 23, 0), Date.UTC(2026, 2, 28, 23, 0)];

describe('[SEED-HOURS] the demo world builds at every hour, midnight in Paris included', () => {
  it('[SEED-HOURS1] from an hour before to two hours after Paris midnight, each quarter hour: every ride played, no step before its day', () => {
    for (const midnight of NIGHTS) {
      for (let offset = -4; offset <= 8; offset += 1) {
        const baseDate = midnight + offset * QUARTER;
        const { transports } = buildDemoData({ baseDate });
        expect(transports.length).toBeGreaterThan(0);
        for (const ride of transports) {
          const dayStart = rideDayStart(ride.date_transport);
          const driverSteps = ride.historique_etats.filter(
            (entry) => entry.updated_by_role !== 'clinique' && entry.timestamp < dayStart,
          );
          expect(driverSteps.filter((entry) => entry.etat.startsWith('en_route'))).toEqual([]);
        }
      }
    }
  });
});
