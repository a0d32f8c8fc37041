import {
  collection,
  deleteDoc,
  doc,
  getDocFromServer,
  getDocsFromServer,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  runTransaction,
  where,
  type Firestore,
} from 'firebase/firestore';
import { RemoteError, type ConnectivityPort, type OrganisationPort } from '@/data/ports';
import { contactInputOf, contactWrite } from '@/domain/organisation/organisation-contact';
import { identityWrite, readStoredIdentity } from '@/domain/organisation/organisation-identity';
import { ORGANISATION_COLLECTIONS, ownsOrganisation } from '@/domain/organisation/own-organisation';
import { membersWrite, readStaffCompany, readVehicle } from '@/domain/organisation/staff-documents';
import { CONNECTION_REQUIRED, NOT_A_MANAGER } from '@/domain/organisation/team';
import {
  organisationEscalationWrite,
  readOrganisationEscalation,
} from '@/domain/organisation/organisation-settings';
import { VEHICLES_COLLECTION } from '@/domain/organisation/vehicle';
import { toRemoteError } from './remote-errors';

/**
 * Members (the organisation document's associatedUsers and member_roles) and fleet (vehicles/{id}) on Firestore.
 * Online only: the rules (managesOrg) decide who writes; a refusal comes back as permission-denied.
 */
export function createFirestoreOrganisation(
  db: Firestore,
  connectivity: ConnectivityPort,
): OrganisationPort {
  const online = () => {
    if (!connectivity.isOnline()) throw new RemoteError('unavailable', CONNECTION_REQUIRED);
  };
  const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
    online();
    try {
      return await run();
    } catch (error) {
      throw toRemoteError(error);
    }
  };
  return {
    loadTeam: (viewer) =>
      guarded(async () => {
        if (!ownsOrganisation(viewer.role)) return null;
        const ref = doc(db, ORGANISATION_COLLECTIONS[viewer.role], viewer.orgId);
        const snapshot = await getDocFromServer(ref);
        const company = snapshot.exists() ? readStaffCompany(snapshot.data()) : null;
        return (
          company && {
            orgId: viewer.orgId,
            kind: viewer.role,
            ownerUid: company.owner_uid,
            members: company.associatedUsers,
            declined: company.declined_members ?? [],
          }
        );
      }),
    saveMembers: (viewer, members) =>
      guarded(async () => {
        if (!ownsOrganisation(viewer.role)) return;
        const ref = doc(db, ORGANISATION_COLLECTIONS[viewer.role], viewer.orgId);
        // In a transaction: the removed e-mails are computed from the list as it stands (membership.ts).
        await runTransaction(db, async (tx) => {
          const current = await tx.get(ref);
          const before = current.exists() ? readStaffCompany(current.data()) : null;
          tx.update(ref, { ...membersWrite(members, before), updated_at: serverTimestamp() });
        });
      }),
    loadContact: (viewer) =>
      guarded(async () => {
        if (!ownsOrganisation(viewer.role)) return null;
        const ref = doc(db, ORGANISATION_COLLECTIONS[viewer.role], viewer.orgId);
        const snapshot = await getDocFromServer(ref);
        return snapshot.exists() ? contactInputOf(snapshot.data()) : null;
      }),
    saveContact: (viewer, contact) =>
      guarded(async () => {
        if (!ownsOrganisation(viewer.role)) return;
        const ref = doc(db, ORGANISATION_COLLECTIONS[viewer.role], viewer.orgId);
        await updateDoc(ref, { ...contactWrite(contact), updated_at: serverTimestamp() });
      }),
    loadIdentity: (viewer) =>
      guarded(async () => {
        if (!ownsOrganisation(viewer.role)) return null;
        const ref = doc(db, ORGANISATION_COLLECTIONS[viewer.role], viewer.orgId);
        const snapshot = await getDocFromServer(ref);
        return snapshot.exists() ? readStoredIdentity(snapshot.data()) : null;
      }),
    saveIdentity: (viewer, identity) =>
      guarded(async () => {
        if (!ownsOrganisation(viewer.role)) return;
        const ref = doc(db, ORGANISATION_COLLECTIONS[viewer.role], viewer.orgId);
        await updateDoc(ref, {
          ...identityWrite(viewer.role, identity),
          updated_at: serverTimestamp(),
        });
      }),
    // Issue 23 (award follow-up): a clinic's escalation delays (the rules: escalationUpdate).
    loadEscalationDelays: (viewer) =>
      guarded(async () => {
        if (viewer.role !== 'clinique') return null;
        const ref = doc(db, ORGANISATION_COLLECTIONS.clinique, viewer.orgId);
        const snapshot = await getDocFromServer(ref);
        return snapshot.exists() ? readOrganisationEscalation(snapshot.data()) : null;
      }),
    saveEscalationDelays: (viewer, delays) =>
      guarded(async () => {
        if (viewer.role !== 'clinique') throw new RemoteError('permission-denied', NOT_A_MANAGER);
        const ref = doc(db, ORGANISATION_COLLECTIONS.clinique, viewer.orgId);
        await updateDoc(ref, {
          ...organisationEscalationWrite(delays),
          updated_at: serverTimestamp(),
        });
      }),
    listVehicles: (viewer) =>
      guarded(async () => {
        const fleet = query(
          collection(db, VEHICLES_COLLECTION),
          where('org_id', '==', viewer.orgId),
        );
        const snapshot = await getDocsFromServer(fleet);
        return snapshot.docs.flatMap((row) => readVehicle(row.id, row.data()) ?? []);
      }),
    saveVehicle: (viewer, vehicle) =>
      guarded(async () => {
        const { id, ...data } = vehicle;
        await setDoc(doc(db, VEHICLES_COLLECTION, id), { ...data, org_id: viewer.orgId });
      }),
    deleteVehicle: (_viewer, vehicleId) =>
      guarded(() => deleteDoc(doc(db, VEHICLES_COLLECTION, vehicleId))),
  };
}
