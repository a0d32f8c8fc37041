import type { TransportInput } from '@/domain/transport/transport-input.schema';
import type { DemoPatientProfile } from '@/data/demo-server/seed/patients';
import type { RideSetup } from '@/data/demo-server/seed/ride-setup';
import type { TransportPlan } from '@/data/demo-server/seed/transport-plans';

const EQUIPMENT: Record<string, string> = {
  brancard: 'brancard',
  fauteuil_roulant: 'fauteuil roulant',
};

/** What the clinic's form would have submitted for this ride. */
export function rideInput(
  plan: TransportPlan,
  patient: DemoPatientProfile,
  patientDoc: { id: string; phone: string },
  setup: RideSetup,
  rideAt: number,
  comment: string,
): TransportInput {
  const equipment = [
    EQUIPMENT[patient.mobility],
    patient.needsOxygen ? 'oxygène' : undefined,
  ].filter((item): item is string => item !== undefined);
  return {
    type_transport: plan.type,
    date_transport: rideAt,
    priorite: plan.priority,
    adresse_depart: setup.pickup,
    adresse_arrivee: setup.dropoff,
    patient_info: {
      firstName: patient.firstName,
      lastName: patient.lastName,
      phone: patientDoc.phone,
      birthDate: patient.birthDate,
    },
    patient_id: patientDoc.id,
    global_patient_id: patient.accountUid,
    informations_medicales: {
      pathologie: patient.pathologie,
      mobilite: patient.mobility,
      needsOxygen: patient.needsOxygen,
      needsStretcher: patient.mobility === 'brancard',
      equipements_speciaux: patient.needsOxygen ? ['Bouteille d’oxygène', 'Saturomètre'] : [],
    },
    equipements_requis: equipment,
    commentaires: plan.comment ?? comment,
    requester_org_id: setup.clinic.orgId,
  };
}
