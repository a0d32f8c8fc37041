import type { UserType } from '@/domain/shared/role';
import { hasResponseFrom } from '@/domain/transport/responses.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting } from '@/domain/transport/transport-status';
import type { TransportType } from '@/domain/transport/transport-type';

/** Who is looking: role, organisation and user id; the display name only labels what they write. */
export interface Viewer {
  role: UserType;
  orgId: string;
  uid: string;
  name?: string;
}

/**
 * Spec §6: ambulance transports are offered to ambulance companies only, vtc to vtc only, any other type (vsl) to
 * both; an admin sees every type. Clinics and patients are never offered requests by type.
 */
export function canRoleSeeTransportType(role: UserType, type: TransportType): boolean {
  switch (role) {
    case 'admin':
      return true;
    case 'ambulance':
      return type !== 'vtc';
    case 'vtc':
      return type !== 'ambulance';
    default:
      return false;
  }
}

/**
 * Whether a transport is shown to a viewer: admins see all; providers see open requests of their types, rides
 * their organisation accepted and requests it answered (the « partagés » tab); clinics see what their organisation
 * requested or the user created; patients see their own rides.
 */
export function isVisibleTo(transport: Transport, viewer: Viewer): boolean {
  switch (viewer.role) {
    case 'admin':
      return true;
    case 'ambulance':
    case 'vtc':
      return (
        (isWaiting(transport.etat) &&
          canRoleSeeTransportType(viewer.role, transport.type_transport)) ||
        transport.provider_org_id === viewer.orgId ||
        hasResponseFrom(transport.responses, viewer.orgId)
      );
    case 'clinique':
      return transport.requester_org_id === viewer.orgId || transport.created_by === viewer.uid;
    case 'patient':
      return transport.patient_id === viewer.uid || transport.global_patient_id === viewer.uid;
  }
}
