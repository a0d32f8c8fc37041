import { RemoteError, type OrganisationPort, type Viewer } from '@/data/ports';
import { founderChangeRefusal } from '@/domain/organisation/founder';
import { contactInputOf, contactWrite } from '@/domain/organisation/organisation-contact';
import {
  identityWrite,
  parseOrganisationIdentity,
  readStoredIdentity,
} from '@/domain/organisation/organisation-identity';
import { ownsOrganisation } from '@/domain/organisation/own-organisation';
import {
  organisationEscalationSchema,
  organisationEscalationWrite,
  readOrganisationEscalation,
} from '@/domain/organisation/organisation-settings';
import { membersWrite, readStaffCompany, readVehicle } from '@/domain/organisation/staff-documents';
import {
  CONNECTION_REQUIRED,
  mayManageTeam,
  NOT_A_MANAGER,
  type Team,
} from '@/domain/organisation/team';
import type { Vehicle } from '@/domain/organisation/vehicle';
import type { ConnectivityPort } from '@/data/ports';
import { permissionDenied } from '@/data/demo-server/remote-errors';
import type { ServerDb } from '@/data/demo-server/server-db';

/**
 * Members and fleets on the demo server, with the checks firestore.rules makes (managesOrg, keepsFounder,
 * vehicles): members read, a responsable or an admin writes; the founder's entry is an admin's to change. Online only, as the pages say (« Connexion requise »).
 */
export function demoOrganisation(db: ServerDb, connectivity: ConnectivityPort): OrganisationPort {
  const online = () => {
    if (!connectivity.isOnline()) throw new RemoteError('unavailable', CONNECTION_REQUIRED);
  };
  const loadTeam = async (viewer: Viewer): Promise<Team | null> => {
    online();
    if (!ownsOrganisation(viewer.role)) return null;
    const row = await db.organisations.get(viewer.orgId);
    const company = row ? readStaffCompany(row.data) : null;
    if (!company) return null;
    return {
      orgId: viewer.orgId,
      kind: viewer.role,
      ownerUid: company.owner_uid,
      members: company.associatedUsers,
      declined: company.declined_members ?? [],
    };
  };
  const managed = async (viewer: Viewer): Promise<Team> => {
    const team = await loadTeam(viewer);
    if (!team || !mayManageTeam(viewer, team)) throw permissionDenied(NOT_A_MANAGER);
    return team;
  };
  return {
    loadTeam,
    saveMembers: async (viewer, members) => {
      await managed(viewer);
      await db.transaction('rw', db.organisations, async () => {
        const row = await db.organisations.get(viewer.orgId);
        if (!row) throw permissionDenied(NOT_A_MANAGER);
        const before = readStaffCompany(row.data);
        const refusal =
          before &&
          founderChangeRefusal(viewer.role, before.owner_uid, before.associatedUsers, members);
        if (refusal) throw permissionDenied(refusal);
        const data = { ...(row.data as object), ...membersWrite(members, before) };
        await db.organisations.put({ ...row, data });
      });
    },
    loadContact: async (viewer) => {
      online();
      if (!ownsOrganisation(viewer.role)) return null;
      const row = await db.organisations.get(viewer.orgId);
      return row ? contactInputOf(row.data) : null;
    },
    saveContact: async (viewer, contact) => {
      await managed(viewer);
      await db.transaction('rw', db.organisations, async () => {
        const row = await db.organisations.get(viewer.orgId);
        if (!row) throw permissionDenied(NOT_A_MANAGER);
        const data = { ...(row.data as object), ...contactWrite(contact) };
        await db.organisations.put({ ...row, data });
      });
    },
    loadIdentity: async (viewer) => {
      online();
      if (!ownsOrganisation(viewer.role)) return null;
      const row = await db.organisations.get(viewer.orgId);
      return row ? readStoredIdentity(row.data) : null;
    },
    saveIdentity: async (viewer, identity) => {
      const team = await managed(viewer);
      // Re-read as the rules would (the device already parsed it; the server trusts no device).
      const parsed = parseOrganisationIdentity(team.kind, identity);
      if (!parsed.ok)
        throw permissionDenied(Object.values(parsed.errors)[0] ?? 'Identité invalide.');
      await db.transaction('rw', db.organisations, async () => {
        const row = await db.organisations.get(viewer.orgId);
        if (!row) throw permissionDenied(NOT_A_MANAGER);
        const data = { ...(row.data as object), ...identityWrite(team.kind, parsed.identity) };
        await db.organisations.put({ ...row, data });
      });
    },
    // Issue 23 (award follow-up): a clinic's escalation delays, as the rules check them (escalationUpdate).
    loadEscalationDelays: async (viewer) => {
      online();
      if (viewer.role !== 'clinique') return null;
      const row = await db.organisations.get(viewer.orgId);
      return row ? readOrganisationEscalation(row.data) : null;
    },
    saveEscalationDelays: async (viewer, delays) => {
      const team = await managed(viewer);
      const parsed = organisationEscalationSchema.safeParse(delays);
      if (team.kind !== 'clinique' || !parsed.success)
        throw permissionDenied(parsed.error?.issues[0]?.message ?? NOT_A_MANAGER);
      await db.transaction('rw', db.organisations, async () => {
        const row = await db.organisations.get(viewer.orgId);
        if (!row) throw permissionDenied(NOT_A_MANAGER);
        const data = { ...(row.data as object), ...organisationEscalationWrite(parsed.data) };
        await db.organisations.put({ ...row, data });
      });
    },
    listVehicles: async (viewer) => {
      online();
      const rows = await db.vehicles.where('data.org_id').equals(viewer.orgId).toArray();
      return rows.flatMap((row) => readVehicle(row.id, row.data) ?? []);
    },
    saveVehicle: async (viewer, vehicle: Vehicle) => {
      await managed(viewer);
      const stored = await db.vehicles.get(vehicle.id);
      if (stored && readVehicle(stored.id, stored.data)?.org_id !== viewer.orgId) {
        throw permissionDenied(NOT_A_MANAGER);
      }
      await db.vehicles.put({ id: vehicle.id, data: { ...vehicle, org_id: viewer.orgId } });
    },
    deleteVehicle: async (viewer, vehicleId) => {
      await managed(viewer);
      const stored = await db.vehicles.get(vehicleId);
      if (stored && readVehicle(stored.id, stored.data)?.org_id === viewer.orgId) {
        await db.vehicles.delete(vehicleId);
      }
    },
  };
}
