import type { FirebaseApp } from 'firebase/app';
import { getAuth } from 'firebase/auth';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import type { PatientAccount } from '@/domain/patient/patient-link';
import { normaliseRole } from '@/domain/shared/role';
import type { AccountSource } from '@/data/remote/firestore/patient-links';

/**
 * The signed-in account as firestore.rules will judge it: its token's e-mail and verification, its role from its
 * users document. An address verified elsewhere (the link of the e-mail) is not in this session's token yet: the
 * account is reloaded and the token refreshed, so the next request carries email_verified.
 */
export function firebasePatientAccount(app: FirebaseApp, db: Firestore): AccountSource {
  return async (): Promise<PatientAccount | null> => {
    const user = getAuth(app).currentUser;
    if (user === null || user.email === null) return null;
    // The rules read the token's claim, not the user object: refresh the token when the two disagree.
    const { claims } = await user.getIdTokenResult();
    if (claims.email_verified !== true) {
      await user.reload();
      if (user.emailVerified) await user.getIdToken(true);
    }
    const profile = await getDoc(doc(db, 'users', user.uid));
    const role = normaliseRole(profile.data()?.userType);
    if (role === null) return null;
    return { uid: user.uid, role, email: user.email, emailVerified: user.emailVerified };
  };
}
