import { z } from 'zod';
import type { ParseResult } from '@/domain/errors/document-parse';
import { PROVIDER_TYPES, userTypeSchema, type UserType } from '@/domain/shared/role';
import { addressSchema, departmentOf } from '@/domain/transport/address.schema';
import { MULTI_ROLE_PRIORITY } from '@/domain/transport/priority';
import {
  medicalInfoSchema,
  patientInfoSchema,
  type Transport,
} from '@/domain/transport/transport.schema';
import { transportStatusSchema } from '@/domain/transport/transport-status';
import { transportTypeSchema } from '@/domain/transport/transport-type';
import { canRoleSeeTransportType } from '@/domain/transport/visibility';
import { parseStoredDocument } from '@/domain/transport/stored-document';

/** Copy of each transport made by the multi-role migration (spec §3 « Multi-role copies »). */
export const MULTI_ROLE_TRANSPORTS_COLLECTION = 'multiRoleTransports';

export const multiRoleTransportSchema = z.object({
  id: z.string().min(1),
  creator_role: userTypeSchema,
  creator_organization_id: z.string().nullable(),
  transport_type: transportTypeSchema,
  status: transportStatusSchema,
  priority: z.enum(['high', 'medium', 'low']),
  urgency_level: z.union([z.literal(3), z.literal(2), z.literal(1)]),
  patient: z.object({ personal_info: patientInfoSchema, medical_info: medicalInfoSchema }),
  route: z.object({ pickup: addressSchema, destination: addressSchema }),
  visibility: z.object({
    available_to_roles: z.array(z.enum(PROVIDER_TYPES)),
    region: z.string(),
    equipment_required: z.array(z.string()),
  }),
  assigned_provider_id: z.string().nullable(),
  interested_providers: z.array(z.string()),
  billing: z.object({ estimated_cost: z.number().nullable(), billing_type: z.literal('standard') }),
  scheduled_time: z.number(),
  pickup_region: z.string(),
});
export type MultiRoleTransport = z.output<typeof multiRoleTransportSchema>;

export const parseMultiRoleTransport = (
  id: string,
  raw: unknown,
): ParseResult<MultiRoleTransport> =>
  parseStoredDocument(multiRoleTransportSchema, MULTI_ROLE_TRANSPORTS_COLLECTION, id, raw);

/**
 * Maps a transport to its multi-role copy. Transports do not store their creator's role: clinics create them,
 * so clinique is the default; the migration passes admin for the test facility's transports.
 */
export function toMultiRoleTransport(
  transport: Transport,
  creatorRole: UserType = 'clinique',
): MultiRoleTransport {
  const region = departmentOf(transport.adresse_depart.codePostal);
  return {
    id: transport.id,
    creator_role: creatorRole,
    creator_organization_id: transport.requester_org_id,
    transport_type: transport.type_transport,
    status: transport.etat,
    ...MULTI_ROLE_PRIORITY[transport.priorite],
    patient: {
      personal_info: transport.patient_info,
      medical_info: transport.informations_medicales,
    },
    route: { pickup: transport.adresse_depart, destination: transport.adresse_arrivee },
    visibility: {
      available_to_roles: PROVIDER_TYPES.filter((role) =>
        canRoleSeeTransportType(role, transport.type_transport),
      ),
      region,
      equipment_required: transport.equipements_requis,
    },
    assigned_provider_id: transport.provider_org_id,
    interested_providers: Object.entries(transport.responses)
      .filter(([, response]) => response.status !== 'declined')
      .map(([provider]) => provider),
    // No price is known for a transport yet; the copy keeps the field for billing to fill in.
    billing: { estimated_cost: null, billing_type: 'standard' },
    scheduled_time: transport.date_transport,
    pickup_region: region,
  };
}
