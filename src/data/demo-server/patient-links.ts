import type { ConnectivityPort, PatientLinkPort } from '@/data/ports';
import type { Clock } from '@/domain/shared/clock';
import {
  answerPatientLink,
  byNewestLink,
  claimsRide,
  parsePatientLink,
  type PatientAccount,
  type PatientLink,
} from '@/domain/patient/patient-link';
import { parseTransport } from '@/domain/transport/transport.schema';
import { normaliseEmail } from '@/domain/organisation/members';
import type { ChangeBus } from '@/data/demo-server/change-bus';
import { assertReachable, guarded, permissionDenied } from '@/data/demo-server/remote-errors';
import { readUser } from '@/data/demo-server/seed-store';
import {
  PATIENT_LINK_EMAIL_INDEX,
  type DocumentRow,
  type ServerDb,
} from '@/data/demo-server/server-db';
import { issueServerTime } from '@/data/demo-server/server-time';
import { serverTimestampToMillis } from '@/domain/sync/server-timestamp';
import { RemoteError } from '@/data/ports';

/** A stored link, or null (logged) when it cannot be read. */
export function readPatientLinkRow(row: DocumentRow): PatientLink | null {
  const parsed = parsePatientLink(row.id, row.data);
  if (parsed.ok) return parsed.value;
  console.warn('[serveur démo] lien patient illisible ignoré', parsed.error);
  return null;
}

/** The caller as the rules would see it; demo accounts count as verified (there is no mail to click). */
async function accountOf(db: ServerDb, uid: string | null): Promise<PatientAccount> {
  const user = uid === null ? null : await readUser(db, uid);
  if (user === null || uid === null) {
    throw new RemoteError('unauthenticated', 'Connectez-vous pour continuer.');
  }
  return { uid, role: user.userType, email: user.email, emailVerified: true };
}

/**
 * The patientLinks collection of the demo backend, judged by the domain as Firestore's rules judge it: a patient
 * lists the links addressed to their e-mail and answers them once; accepting marks the record's rides booked so
 * far as theirs (global_patient_id), under a new server time so every device concerned pulls them, in the same
 * transaction.
 */
export function demoPatientLinks(
  db: ServerDb,
  clock: Clock,
  connectivity: ConnectivityPort,
  bus: ChangeBus,
  callerUid: () => string | null | Promise<string | null>,
): PatientLinkPort {
  return {
    listMine: () =>
      guarded(async () => {
        assertReachable(connectivity);
        const account = await accountOf(db, await callerUid());
        if (account.role !== 'patient') return [];
        const rows = await db.patientLinks
          .where(PATIENT_LINK_EMAIL_INDEX)
          .equals(normaliseEmail(account.email))
          .toArray();
        return rows
          .map(readPatientLinkRow)
          .filter((link) => link !== null)
          .sort(byNewestLink);
      }),
    answer: (recordId, accept) =>
      guarded(async () => {
        assertReachable(connectivity);
        const account = await accountOf(db, await callerUid());
        const claimed: string[] = [];
        const answered = await db.transaction(
          'rw',
          [db.patientLinks, db.transport, db.meta],
          async () => {
            const row = await db.patientLinks.get(recordId);
            const stored = row ? readPatientLinkRow(row) : null;
            const syncTs = await issueServerTime(db, clock);
            const decision = answerPatientLink(stored, account, accept, clock.now());
            if (!decision.ok) throw permissionDenied(decision.reason);
            await db.patientLinks.put({ id: recordId, data: decision.link });
            if (decision.link.status !== 'accepted') return decision.link;
            // No index on patient_id: the demo server holds one browser's worth of rides.
            for (const ride of await db.transport.toArray()) {
              const parsed = parseTransport(ride.id, ride.data);
              const transport = parsed.ok ? parsed.value : null;
              if (transport === null || !claimsRide(decision.link, transport, account.uid))
                continue;
              await db.transport.put({
                ...ride,
                data: {
                  ...transport,
                  global_patient_id: account.uid,
                  updated_at: serverTimestampToMillis(syncTs),
                },
                syncTs,
              });
              claimed.push(ride.id);
            }
            return decision.link;
          },
        );
        if (claimed.length > 0)
          bus.publish({ type: 'changed', collection: 'transports', ids: claimed });
        return answered;
      }),
  };
}
