import type { EscalationDelays } from '@/domain/award/escalation-schedule';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { expirationFor } from '@/domain/transport/expiry';
import { entryAuthorFields, type EntryAuthor } from '@/domain/transport/history-entry.schema';
import { NO_LINKS } from '@/domain/transport/ride-links';
import type { TransportInput } from '@/domain/transport/transport-input.schema';
import type { Transport, TransportSource } from '@/domain/transport/transport.schema';
import { splitPrescription } from '@/domain/transport/prescription-record';

export interface NewTransportContext {
  /** Firestore document id. */
  id: string;
  /** Human identifier, e.g. tr_ambu_00042 (ids module). */
  transportId: string;
  /** The signed-in user; name and role label the first history entry. */
  creator: EntryAuthor & { orgId: string };
  /** The device the request was filed on (UserData.deviceId). */
  deviceId?: string;
  now: EpochMillis;
  /** The outbox opId of the creation, so a replayed creation is recognised. */
  opId?: string;
  /** admin_test for the test-data facility. */
  source?: TransportSource;
  /** Issue 23: the clinic's escalation delays, copied onto the ride (absent: the defaults apply). */
  escalationDelays?: EscalationDelays;
}

export const CREATION_NOTE = 'Demande de transport créée';

/** The full document a validated form input becomes: pending, one history entry, expiring in 24 h. */
export function buildNewTransport(input: TransportInput, context: NewTransportContext): Transport {
  const { creator, now } = context;
  return {
    id: context.id,
    transport_id: context.transportId,
    patient_id: input.patient_id,
    global_patient_id: input.global_patient_id,
    requester_org_id: input.requester_org_id ?? creator.orgId,
    provider_org_id: null,
    assigned_driver: null,
    assigned_vehicle: null,
    type_transport: input.type_transport,
    priorite: input.priorite,
    date_transport: input.date_transport,
    adresse_depart: input.adresse_depart,
    adresse_arrivee: input.adresse_arrivee,
    patient_info: input.patient_info,
    informations_medicales: input.informations_medicales,
    equipements_requis: input.equipements_requis,
    commentaires: input.commentaires,
    ...splitPrescription(input.pmt ?? null),
    etat: 'pending',
    status: 'pending',
    historique_etats: [
      {
        etat: 'pending',
        timestamp: now,
        ...entryAuthorFields(creator, context.deviceId),
        notes: CREATION_NOTE,
        reason: null,
        position: null,
        op_id: context.opId ?? null,
        server_timestamp: now,
        applied: true,
        refusal_code: null,
        refusal_reason: null,
      },
    ],
    date_expiration: expirationFor(now),
    source: context.source ?? 'manual_entry',
    responses: {},
    modifications: [],
    created_at: now,
    updated_at: now,
    updated_by: creator.uid,
    created_by: creator.uid,
    createdBy: creator.uid,
    ...(input.links ?? NO_LINKS),
    ...(context.escalationDelays ? { escalation_delays: context.escalationDelays } : {}),
  };
}
