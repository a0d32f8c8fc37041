import { RemoteError, type OrganisationPort, type Viewer } from '@/data/ports';
import {
  CONNECTION_REQUIRED,
  mayManageTeam,
  NOT_A_MANAGER,
  type Team,
} from '@/domain/organisation/team';
import { founderChangeRefusal } from '@/domain/organisation/founder';
import {
  contactInputOf,
  contactWrite,
  type OrganisationContact,
} from '@/domain/organisation/organisation-contact';
import type { Vehicle } from '@/domain/organisation/vehicle';
import {
  identityWrite,
  readStoredIdentity,
  type OrganisationIdentity,
} from '@/domain/organisation/organisation-identity';
import type { AssociatedUser } from '@/domain/user/associated-user';
import type { EscalationDelays } from '@/domain/award/escalation-schedule';
import {
  organisationEscalationSchema,
  organisationEscalationWrite,
  readOrganisationEscalation,
} from '@/domain/organisation/organisation-settings';

/**
 * An organisation held in memory for route tests, with the demo server's checks (mayManageTeam, online only).
 * `founder: 'viewer'` makes whoever looks its founder, a member whose id is 'viewer' is whoever looks (route tests
 * do not know the signed-in uid in advance).
 */
export class MemoryOrganisation implements OrganisationPort {
  online = true;
  members: AssociatedUser[];
  /** E-mails that declined the invitation (« Invitation refusée »). */
  declined: string[] = [];
  vehicles: Vehicle[];
  readonly saves: string[] = [];

  constructor(
    private readonly kind: Team['kind'],
    options: { founder: 'viewer' | string; members?: AssociatedUser[]; vehicles?: Vehicle[] },
  ) {
    this.founder = options.founder;
    this.members = options.members ?? [];
    this.vehicles = options.vehicles ?? [];
  }
  private readonly founder: string;

  private check(): void {
    if (!this.online) throw new RemoteError('unavailable', CONNECTION_REQUIRED);
  }
  private team(viewer: Viewer): Team {
    const ownerUid = this.founder === 'viewer' ? viewer.uid : this.founder;
    return {
      orgId: viewer.orgId,
      kind: this.kind,
      ownerUid,
      // A member listed under the id 'viewer' is whoever looks (a co-responsable beside another founder).
      members: this.members.map((m) => (m.id === 'viewer' ? { ...m, id: viewer.uid } : m)),
      declined: this.declined,
    };
  }
  private managed(viewer: Viewer): void {
    this.check();
    if (!mayManageTeam(viewer, this.team(viewer)))
      throw new RemoteError('permission-denied', NOT_A_MANAGER);
  }

  async loadTeam(viewer: Viewer) {
    this.check();
    return structuredClone(this.team(viewer));
  }
  async saveMembers(viewer: Viewer, members: readonly AssociatedUser[]) {
    this.managed(viewer);
    const refusal = founderChangeRefusal(
      viewer.role,
      this.team(viewer).ownerUid,
      this.members,
      members,
    );
    if (refusal) throw new RemoteError('permission-denied', refusal);
    this.members = structuredClone([...members]);
    this.saves.push('members');
  }
  async listVehicles() {
    this.check();
    return structuredClone(this.vehicles);
  }
  async saveVehicle(viewer: Viewer, vehicle: Vehicle) {
    this.managed(viewer);
    this.vehicles = [...this.vehicles.filter((v) => v.id !== vehicle.id), structuredClone(vehicle)];
    this.saves.push(`vehicle:${vehicle.id}`);
  }
  async deleteVehicle(viewer: Viewer, vehicleId: string) {
    this.managed(viewer);
    this.vehicles = this.vehicles.filter((v) => v.id !== vehicleId);
  }
  /** The organisation document's own fields besides members (phone, adresse, coordonnees). */
  document: Record<string, unknown> = {};
  async loadContact() {
    this.check();
    return contactInputOf(this.document);
  }
  async saveContact(viewer: Viewer, contact: OrganisationContact) {
    this.managed(viewer);
    this.document = { ...this.document, ...contactWrite(contact) };
    this.saves.push('contact');
  }
  async loadIdentity() {
    this.check();
    return readStoredIdentity(this.document);
  }
  async saveIdentity(viewer: Viewer, identity: OrganisationIdentity) {
    this.managed(viewer);
    this.document = { ...this.document, ...identityWrite(this.team(viewer).kind, identity) };
    this.saves.push('identity');
  }
  // Issue 23 (award follow-up): a clinic's escalation delays on its document.
  async loadEscalationDelays(viewer: Viewer) {
    this.check();
    return viewer.role === 'clinique' ? readOrganisationEscalation(this.document) : null;
  }
  async saveEscalationDelays(viewer: Viewer, delays: EscalationDelays) {
    this.managed(viewer);
    const parsed = organisationEscalationSchema.safeParse(delays);
    if (this.kind !== 'clinique' || !parsed.success)
      throw new RemoteError('permission-denied', parsed.error?.issues[0]?.message ?? NOT_A_MANAGER);
    this.document = { ...this.document, ...organisationEscalationWrite(parsed.data) };
    this.saves.push('escalation');
  }
}
