import type { RandomSource } from '@/domain/shared/clock';
import { newOpId } from '@/domain/ids/op-id';
import { applyOrRecord } from '@/domain/transport/apply-status-update';
import type { Assignment } from '@/domain/transport/assignment';
import type { Actor, StatusUpdate } from '@/domain/transport/status-update';
import type { Transport } from '@/domain/transport/transport.schema';
import { demoDeviceIdOf, fullNameOf } from '@/data/demo-server/seed/people';
import { DEMO_PERSONAS } from '@/data/demo-server/seed/personas';
import { demoFleetOf } from '@/data/demo-server/seed/vehicles';
import { capturedBefore, positionFor } from '@/data/demo-server/seed/positions';
import type { RideSetup } from '@/data/demo-server/seed/ride-setup';
import { noteFor, reasonFor } from '@/data/demo-server/seed/step-details';
import type { TimelineStep } from '@/data/demo-server/seed/timeline';

const { admin } = DEMO_PERSONAS;

/** Who makes the step, named as the app names a signed-in user (their displayName). */
function actorFor(step: TimelineStep, setup: RideSetup): Actor {
  if (step.who === 'admin') {
    return { uid: admin.uid, role: 'admin', orgId: admin.orgId, name: admin.displayName };
  }
  if (step.who === 'clinic') {
    const { staff } = setup;
    return { uid: staff.uid, role: 'clinique', orgId: setup.clinic.orgId, name: fullNameOf(staff) };
  }
  const provider = setup.provider;
  if (!provider) throw new Error('Plan de démonstration incohérent : aucun transporteur');
  const person = step.who === 'driver' ? provider.driver : provider.dispatcher;
  return {
    uid: person.uid,
    role: person.userType,
    orgId: provider.org.orgId,
    name: fullNameOf(person),
  };
}

/** The dispatcher's choice when the plan assigns: the ride's driver, in the company's first vehicle. */
function assignmentFor(step: TimelineStep, setup: RideSetup): Assignment | undefined {
  const provider = setup.provider;
  if (step.status !== 'assigned' || !provider) return undefined;
  const [vehicle] = demoFleetOf(provider.org.orgId);
  if (!vehicle)
    throw new Error(`Plan de démonstration incohérent : aucun véhicule pour ${provider.org.orgId}`);
  const { id, label, registration } = vehicle;
  return {
    driver: { uid: provider.driver.uid, firstName: provider.driver.firstName },
    vehicle: { id, label, registration },
  };
}

/**
 * Plays a ride's history through the domain (the same applyOrRecord the server runs), so every seeded history is
 * one the transition table allows, with the provider set by the acceptance and refusals recorded as such. A step
 * the domain answers otherwise than planned is a bug in the demo data: it fails loudly.
 */
export function playSteps(
  start: Transport,
  steps: readonly TimelineStep[],
  setup: RideSetup,
  index: number,
  random: RandomSource,
): Transport {
  return steps.reduce((transport, step) => {
    const actor = actorFor(step, setup);
    const fix = positionFor(step.status, setup.context, random);
    const update: StatusUpdate = {
      opId: newOpId(random),
      status: step.status,
      actor,
      deviceId: demoDeviceIdOf(actor.uid),
      deviceTime: step.at,
      notes: noteFor(step.status, setup.context),
      reason: reasonFor(step.status, index),
      position: fix && { ...fix, capturedAt: step.at - capturedBefore(step.status, index) },
    };
    const assignment = assignmentFor(step, setup);
    if (assignment) update.assignment = assignment;
    const result = applyOrRecord(transport, update, step.at + step.delay);
    if (result.outcome !== (step.refused ? 'refused' : 'applied')) {
      throw new Error(
        `Historique de démonstration incohérent : ${transport.etat} → ${step.status}`,
      );
    }
    return result.transport;
  }, start);
}
