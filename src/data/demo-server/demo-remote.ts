import type { DemoRemote, DemoRemoteOptions } from '@/data/demo-server/demo-remote-api';
import * as accounts from '@/data/demo-server/accounts';
import { createChangeBus } from '@/data/demo-server/change-bus';
import { pullMessages } from '@/data/demo-server/pull-messages';
import { pullNotifications } from '@/data/demo-server/pull-notifications';
import { pullPatients } from '@/data/demo-server/pull-patients';
import { pullTransports } from '@/data/demo-server/pull-transports';
import type { RemoteOperation, Viewer } from '@/data/ports';
import { readTransportRow } from '@/data/demo-server/transport-rows';
import { assertReachable, guarded } from '@/data/demo-server/remote-errors';
import type { DemoSeedOptions } from '@/data/demo-server/seed/demo-data';
import * as store from '@/data/demo-server/seed-store';
import { DEMO_SERVER_DB_NAME, openServerDb } from '@/data/demo-server/server-db';
import { demoOrganisation } from '@/data/demo-server/organisation-store';
import { demoPatientLinks } from '@/data/demo-server/patient-links';
import { demoSubscriptionRequests } from '@/data/demo-server/subscription-requests';
import { watchBus } from '@/data/demo-server/watch-bus';
import { serverMembership } from '@/data/demo-server/membership';
import { assignedRideIds } from '@/data/demo-server/assigned-rides';

// Loaded on first use: a prescription scan, a signature or an award entry is not on a dashboard's first load
// (its 260 KiB budget).
const scans = () => import('@/data/demo-server/prescription-scans');
const signatures = () => import('@/data/demo-server/ride-signatures');
const awards = () => import('@/data/demo-server/award-responses');

export type { DemoRemote, DemoRemoteOptions } from '@/data/demo-server/demo-remote-api';

type AsyncMethods = Record<string, (...args: never[]) => Promise<unknown>>;

/** Each method of `methods`, called once `pending()` has settled (derived, so a method added later waits too). */
function afterSeed<T extends AsyncMethods>(pending: () => Promise<unknown>, methods: T): T {
  const waiting = Object.entries(methods).map(([name, method]) => [
    name,
    async (...args: never[]) => {
      await pending();
      return method(...args);
    },
  ]);
  return Object.fromEntries(waiting) as T;
}

/**
 * The embedded demo backend (ARCHITECTURE §2): an IndexedDB « server » shared by the tabs of the browser, reached
 * through the same RemotePort as Firestore, and unreachable while the device is offline, as Firestore would be.
 */
export function createDemoRemote(options: DemoRemoteOptions): DemoRemote {
  const { connectivity, clock } = options;
  const dbName = options.dbName ?? DEMO_SERVER_DB_NAME;
  const db = openServerDb(dbName);
  const bus = createChangeBus(options.channel ?? dbName);
  // A profile read waits for a seed under way: a persona chosen the instant the runtime starts (a tap on the
  // prerendered /auth) would otherwise find its account but not yet its profile.
  let seeding: Promise<unknown> = Promise.resolve();
  const seed = (partial: Partial<DemoSeedOptions>, onlyIfEmpty: boolean) => {
    const run = (async () => {
      // A server that keeps its data (every start but the first) needs no demo world: neither built nor loaded.
      if (onlyIfEmpty && (await store.keepsItsData(db))) return false;
      const { buildDemoData } = await import('@/data/demo-server/seed/demo-data');
      const data = buildDemoData({ baseDate: clock.now(), ...partial });
      const wrote = await store.replaceWithDemoData(db, clock, data, onlyIfEmpty);
      if (wrote) bus.publish({ type: 'changed', collection: 'all', ids: [] });
      return wrote;
    })();
    seeding = run.catch(() => undefined);
    return run;
  };
  const ringing = <T>(written: T): T => {
    bus.publish({ type: 'changed', collection: 'all', ids: [] });
    return written;
  };

  /**
   * The server's decision on a push (the server module, every operation's checks) loads with the first push, out
   * of every dashboard's first load: a tap is on the screen long before it is pushed.
   */
  const pushOperation = async (op: RemoteOperation, viewer: Viewer) => {
    const server = await import('@/data/demo-server/push-operation');
    return server.pushOperation(db, clock, bus, op, viewer);
  };

  return {
    dbName,
    push: (op, viewer) =>
      guarded(async () => {
        assertReachable(connectivity);
        return pushOperation(op, viewer);
      }),
    pullTransports: (viewer, after, limit) =>
      guarded(async () => {
        assertReachable(connectivity);
        return pullTransports(db, clock, viewer, after, limit);
      }),
    pullNotifications: (viewer, after, limit) =>
      guarded(async () => {
        assertReachable(connectivity);
        return pullNotifications(db, clock, viewer, after, limit);
      }),
    pullPatients: (viewer, after, limit) =>
      guarded(async () => {
        assertReachable(connectivity);
        return pullPatients(db, viewer, after, limit);
      }),
    pullMessages: (viewer, after, limit) =>
      guarded(async () => {
        assertReachable(connectivity);
        return pullMessages(db, viewer, after, limit);
      }),
    membership: (viewer) =>
      guarded(async () => {
        assertReachable(connectivity);
        return serverMembership(db, viewer);
      }),
    assignedRideIds: (viewer) =>
      guarded(async () => {
        assertReachable(connectivity);
        return assignedRideIds(db, viewer);
      }),
    pushPrescriptionScan: (scan, viewer) =>
      guarded(async () => {
        assertReachable(connectivity);
        await (await scans()).storePrescriptionScan(db, clock, scan, viewer);
      }),
    prescriptionScan: (transportId, viewer) =>
      guarded(async () => {
        assertReachable(connectivity);
        return (await scans()).readPrescriptionScan(db, transportId, viewer);
      }),
    // Issue 23 item 4 (proof of service).
    pushRideSignature: (signature, viewer) =>
      guarded(async () => {
        assertReachable(connectivity);
        await (await signatures()).storeRideSignature(db, clock, signature, viewer);
      }),
    rideSignature: (transportId, viewer) =>
      guarded(async () => {
        assertReachable(connectivity);
        return (await signatures()).readRideSignature(db, transportId, viewer);
      }),
    // Issue 23
    recordAward: (record, viewer) =>
      guarded(async () => {
        assertReachable(connectivity);
        await (await awards()).storeAwardRecord(db, clock, record, viewer);
      }),
    awardEntries: (rideId, viewer) =>
      guarded(async () => {
        assertReachable(connectivity);
        return (await awards()).readAwardEntries(db, { rideId }, viewer);
      }),
    awardEntriesBetween: (period, viewer) =>
      guarded(async () => {
        assertReachable(connectivity);
        return (await awards()).readAwardEntries(db, { period }, viewer);
      }),
    // Every change rings (transports, notifications and patients alike), whoever may see it: an extra ring costs
    // one empty pull, a missed one a stale screen.
    watch: (_viewer, onChange) => watchBus(bus, connectivity, onChange),
    seedIfEmpty: (partial = {}) => seed(partial, true),
    resetDemoData: async (partial = {}) => {
      await seed(partial, false);
    },
    getUser: async (uid) => {
      await seeding;
      return store.readUser(db, uid);
    },
    // The seed replaces the users table: an account read or written while it runs waits for it (a sign-up in the
    // first instants of a fresh device would otherwise be written, then cleared).
    accounts: afterSeed(() => seeding, {
      find: (email) => accounts.findAccount(db, email),
      findByUid: (uid) => accounts.findAccountByUid(db, uid),
      create: (account) => accounts.createAccount(db, account),
      writeUser: (uid, data, merge) => accounts.writeUser(db, uid, data, merge),
      // A users document changed: every tab's profile watch re-reads it, as a Firestore listener hears it.
      writeOwnProfile: (uid, changes) => accounts.writeOwnProfile(db, uid, changes).then(ringing),
      createProfile: (profile) => accounts.createProfile(db, profile).then(ringing),
      invitation: (uid) => accounts.pendingInvitation(db, uid),
      answerInvitation: (uid, invitation, answer) =>
        accounts.answerInvitation(db, uid, invitation, answer, clock.now()).then(ringing),
      foundOrganisation: (uid, identity) =>
        accounts.foundOwnOrganisation(db, uid, identity, clock.now()).then(ringing),
    }),
    listUsers: () => store.readUsers(db),
    getTransport: async (id) => {
      const row = await db.transport.get(id);
      return row ? readTransportRow(row) : null;
    },
    organisation: demoOrganisation(db, connectivity),
    seedStaff: async (organisation, vehicles) => {
      await db.transaction('rw', [db.organisations, db.vehicles], async () => {
        await db.organisations.put(organisation);
        await db.vehicles.bulkPut([...vehicles]);
      });
    },
    seedTransports: async (transports, seedOptions = {}) => {
      await store.writeTransports(db, clock, transports, seedOptions.sameSyncTs ?? false);
      bus.publish({ type: 'changed', collection: 'transports', ids: transports.map((t) => t.id) });
    },
    getOrganisation: async (collection, id) => {
      const row = await db.organisations.get(id);
      return row?.collection === collection ? row.data : null;
    },
    seedOrganisation: async (collection, id, data) => {
      await db.organisations.put({ id, collection, data });
    },
    // Loaded on first admin call: the back-office stays out of the app shell.
    adminStore: async (callerUid) => {
      const { createDemoAdminStore } = await import('@/data/demo-server/admin/demo-admin-store');
      return createDemoAdminStore(db, clock, bus, callerUid, pushOperation, (account) =>
        accounts.createAccount(db, account),
      );
    },
    subscriptionRequests: (callerUid) =>
      demoSubscriptionRequests(db, clock, connectivity, callerUid),
    patientLinks: (callerUid) => demoPatientLinks(db, clock, connectivity, bus, callerUid),
    close: () => {
      bus.close();
      db.close();
    },
  };
}
