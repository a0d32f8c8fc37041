import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoAuth, type SessionSlot } from '@/data/local/demo-auth/demo-auth';
import { DEMO_PASSWORD } from '@/data/demo-server/accounts';
import { createDemoRemote } from '@/data/demo-server/demo-remote';
import { DEMO_PEOPLE, fullNameOf } from '@/data/demo-server/seed/people';
import { DEMO_DRIVER_PERSONAS, demoPersonaCards } from '@/data/demo-server/seed/personas';
import { buildDemoData } from '@/data/demo-server/seed/demo-data';
import { fixedClock } from '@/domain/shared/clock';
import { isTerminal } from '@/domain/transport/transport-status';
import { freshDbName, switchableConnectivity } from '@tests/data/demo-server/demo-harness';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

function demoAuth() {
  const dbName = freshDbName('personnes');
  const connectivity = switchableConnectivity();
  const remote = createDemoRemote({
    connectivity: connectivity.port,
    clock: fixedClock(Date.now()),
    dbName,
  });
  cleanups.push(async () => {
    remote.close();
    await Dexie.delete(dbName);
  });
  const slot: SessionSlot = { read: () => null, write: () => undefined };
  return createDemoAuth({ remote, connectivity: connectivity.port, slot });
}

describe('[DEMO-PEOPLE] every person of the demo world signs in (issue 25)', () => {
  it('[DEMO-PEOPLE1] the chauffeurs listed under « Personnel » sign in with the demo password', async () => {
    const auth = demoAuth();
    const drivers = DEMO_PEOPLE.filter((person) => person.job === 'chauffeur');
    expect(drivers.length).toBeGreaterThan(2);
    for (const driver of drivers) {
      const user = await auth.signIn(driver.email, DEMO_PASSWORD);
      expect(user).toEqual({
        uid: driver.uid,
        email: driver.email,
        displayName: fullNameOf(driver),
      });
    }
    await expect(auth.signIn(drivers[0]!.email, 'autre')).rejects.toThrow();
  });

  it('[DEMO-PEOPLE2] a chauffeur persona of each kind of company, on rides under way', () => {
    const cards = demoPersonaCards();
    expect(cards.map((card) => card.label)).toEqual([
      'Administrateur',
      'Clinique',
      'Ambulance',
      'VTC',
      'Patient',
      'Chauffeuse (Ambulance)',
      'Chauffeur (VTC)',
    ]);
    const rides = buildDemoData({ baseDate: Date.now() }).transports;
    for (const driver of DEMO_DRIVER_PERSONAS) {
      const underWay = rides.filter(
        (ride) => ride.assigned_driver?.uid === driver.uid && !isTerminal(ride.etat),
      );
      expect(underWay.length, driver.displayName).toBeGreaterThan(0);
    }
  });
});
