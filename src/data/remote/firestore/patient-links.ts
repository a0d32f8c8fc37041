import {
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  where,
  writeBatch,
  collection,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { RemoteError, type ConnectivityPort, type PatientLinkPort } from '@/data/ports';
import {
  answerPatientLink,
  byNewestLink,
  claimsRide,
  parsePatientLink,
  PATIENT_LINKS_COLLECTION,
  type PatientAccount,
  type PatientLink,
} from '@/domain/patient/patient-link';
import { stripUndefined } from '@/domain/user/strip-undefined';
import { assertOnline, permissionDenied, toRemoteError } from './remote-errors';
import { readTransport, transportsOf } from './transport-codec';

export const patientLinkRef = (db: Firestore, id: string): DocumentReference =>
  doc(db, PATIENT_LINKS_COLLECTION, id);

function readLink(id: string, raw: DocumentData): PatientLink | null {
  const parsed = parsePatientLink(id, raw);
  if (parsed.ok) return parsed.value;
  console.warn('[firestore] lien patient illisible ignoré', parsed.error);
  return null;
}

/**
 * The link of a record, read inside a transaction; null when absent, unreadable, or hidden by the rules (a record
 * id of another clinic): the creation then carries no patient account, which the rules require too.
 */
export async function readPatientLinkIn(
  tx: Transaction,
  db: Firestore,
  recordId: string | null,
): Promise<PatientLink | null> {
  if (recordId === null) return null;
  try {
    const snapshot = await tx.get(patientLinkRef(db, recordId));
    return snapshot.exists() ? readLink(recordId, snapshot.data()) : null;
  } catch (error) {
    if (toRemoteError(error).code === 'permission-denied') return null;
    throw error;
  }
}

/** A new link as stored: its times are the commit's (the rules hold them to request.time). */
export function newPatientLinkWrite(link: PatientLink): DocumentData {
  const { id: _id, ...fields } = link;
  return stripUndefined({
    ...fields,
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
}

/** The signed-in account as the rules see it (token e-mail and verification, role from its profile). */
export type AccountSource = () => Promise<PatientAccount | null>;

/** Firestore's batches hold 500 writes. */
const BATCH = 400;

/**
 * Rides of the record booked before the link was accepted, marked the patient's right after the acceptance
 * commit: the rules let a linked patient read his record's rides (patient_id + the clinic) and set
 * global_patient_id on them, nothing else. A ride created meanwhile already carries it (the clinic's push reads
 * the link in its transaction, which the acceptance's commit made it re-run).
 */
async function claimEarlierRides(db: Firestore, link: PatientLink, uid: string) {
  if (link.orga_id === null) return;
  const snapshot = await getDocs(
    query(
      transportsOf(db),
      where('patient_id', '==', link.id),
      where('requester_org_id', '==', link.orga_id),
    ),
  );
  const mine = snapshot.docs.filter((document) => {
    const ride = readTransport(document.id, document.data());
    return ride !== null && claimsRide(link, ride, uid);
  });
  for (let start = 0; start < mine.length; start += BATCH) {
    const batch = writeBatch(db);
    for (const document of mine.slice(start, start + BATCH)) {
      batch.update(document.ref, { global_patient_id: uid, updated_at: serverTimestamp() });
    }
    await batch.commit();
  }
}

/** The patientLinks collection for the signed-in patient (domain decides, firestore.rules enforces). */
export function createFirestorePatientLinks(
  db: Firestore,
  connectivity: ConnectivityPort,
  account: AccountSource,
): PatientLinkPort {
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      assertOnline(connectivity);
      return await work();
    } catch (error) {
      throw toRemoteError(error);
    }
  };
  const signedIn = async () => {
    const who = await account();
    if (who === null) throw new RemoteError('unauthenticated', 'Connectez-vous pour continuer.');
    return who;
  };
  return {
    listMine: () =>
      run(async () => {
        const who = await signedIn();
        // Only a patient's verified address is ever answered (the rules refuse the query otherwise).
        if (who.role !== 'patient' || !who.emailVerified) return [];
        const snapshot = await getDocs(
          query(
            collection(db, PATIENT_LINKS_COLLECTION),
            where('email', '==', who.email.trim().toLowerCase()),
          ),
        );
        return snapshot.docs
          .map((document) => readLink(document.id, document.data()))
          .filter((link) => link !== null)
          .sort(byNewestLink);
      }),
    answer: (recordId, accept) =>
      run(async () => {
        const who = await signedIn();
        const ref = patientLinkRef(db, recordId);
        const answered = await runTransaction(db, async (tx) => {
          const snapshot = await tx.get(ref);
          const stored = snapshot.exists() ? readLink(recordId, snapshot.data()) : null;
          const decision = answerPatientLink(stored, who, accept, Date.now());
          if (!decision.ok) throw permissionDenied(decision.reason);
          tx.update(ref, {
            status: decision.link.status,
            patient_uid: decision.link.patient_uid,
            answered_at: serverTimestamp(),
            updated_at: serverTimestamp(),
          });
          return decision.link;
        });
        if (answered.status === 'accepted') await claimEarlierRides(db, answered, who.uid);
        const back = await getDoc(ref);
        return (back.exists() && readLink(recordId, back.data())) || answered;
      }),
  };
}
