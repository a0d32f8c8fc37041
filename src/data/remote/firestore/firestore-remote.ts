import type { Firestore } from 'firebase/firestore';
import type { ConnectivityPort, RemotePort } from '@/data/ports';
import type { Clock } from '@/domain/shared/clock';
import { pullNotificationPage, watchNotifications } from './notifications';
import { pullMessagePage, watchMessages } from './pull-messages';
import { pullPatientPage } from './pull-patients';
import { pullTransportPage } from './pull-transports';
import { readMembership } from './membership';
import { readAssignedRideIds } from './assigned-rides';
import { pushOperation } from './push-operation';
import { ONE_WRITE_ACK_TIMEOUT_MS } from './push-known';
import { assertOnline, guarded } from './remote-errors';
import { watchPatients } from './watch-patients';
import { watchTransports } from './watch-transports';
import { readPrescriptionScan, writePrescriptionScan } from './prescription-scans';
import { readRideSignature, writeRideSignature } from './ride-signatures';
import { readAwardEntries, readAwardEntriesBetween, writeAwardRecord } from './award-responses';

export interface FirestoreRemoteOptions {
  db: Firestore;
  /** When it says offline, every call fails at once with 'unavailable' instead of reaching the SDK. */
  connectivity?: ConnectivityPort;
  /** The client's clock: the server-time estimate used by the domain inside transactions. */
  clock?: Clock;
}

const systemClock: Clock = { now: () => Date.now() };

/** RemotePort over Firestore (ARCHITECTURE §2, §5). Every failure crosses the port as a RemoteError. */
export function createFirestoreRemote(options: FirestoreRemoteOptions): RemotePort {
  const { db, connectivity, clock = systemClock } = options;
  const online = <T>(work: () => Promise<T>) =>
    guarded(() => {
      assertOnline(connectivity);
      return work();
    });
  return {
    push: (op, viewer, known) =>
      online(() =>
        pushOperation(
          { db, clock, ackTimeoutMs: ONE_WRITE_ACK_TIMEOUT_MS },
          op,
          viewer,
          known ?? null,
        ),
      ),
    pullTransports: (viewer, after, limit) =>
      online(() => pullTransportPage(db, viewer, after, limit, clock.now())),
    pullPatients: (viewer, after, limit) => online(() => pullPatientPage(db, viewer, after, limit)),
    pullNotifications: (viewer, after, limit) =>
      online(() => pullNotificationPage(db, viewer, after, limit, clock.now())),
    pullMessages: (viewer, after, limit) => online(() => pullMessagePage(db, viewer, after, limit)),
    membership: (viewer) => online(() => readMembership(db, viewer)),
    assignedRideIds: (viewer) => online(() => readAssignedRideIds(db, viewer)),
    pushPrescriptionScan: (scan, viewer) => online(() => writePrescriptionScan(db, scan, viewer)),
    prescriptionScan: (transportId) => online(() => readPrescriptionScan(db, transportId)),
    // Issue 23 item 4 (proof of service).
    pushRideSignature: (signature, viewer) =>
      online(() => writeRideSignature(db, signature, viewer)),
    rideSignature: (transportId) => online(() => readRideSignature(db, transportId)),
    // Issue 23
    recordAward: (record, viewer) => online(() => writeAwardRecord(db, clock, record, viewer)),
    awardEntries: (rideId, viewer) => online(() => readAwardEntries(db, rideId, viewer)),
    awardEntriesBetween: (period, viewer) =>
      online(() => readAwardEntriesBetween(db, period, viewer)),
    watch: (viewer, onChange) => {
      const stopTransports = watchTransports(db, viewer, onChange);
      const stopPatients = watchPatients(db, viewer, onChange);
      const stopNotifications = watchNotifications(db, viewer, onChange);
      const stopMessages = watchMessages(db, viewer, onChange);
      return () => {
        stopMessages();
        stopTransports();
        stopPatients();
        stopNotifications();
      };
    },
  };
}
