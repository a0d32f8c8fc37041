import type { RandomSource } from '@/domain/shared/clock';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { transportId, transportIdPrefix, type TransportIdPrefix } from '@/domain/ids/formatted-id';
import { newOpId } from '@/domain/ids/op-id';
import { randomChars } from '@/domain/ids/random-chars';
import { buildNewTransport } from '@/domain/transport/build-new-transport';
import type { Transport } from '@/domain/transport/transport.schema';
import { demoPatients } from '@/data/demo-server/seed/patients';
import { demoDeviceIdOf, fullNameOf } from '@/data/demo-server/seed/people';
import { playSteps } from '@/data/demo-server/seed/play-steps';
import { rideInput } from '@/data/demo-server/seed/ride-input';
import { rideSetup } from '@/data/demo-server/seed/ride-setup';
import { commentFor } from '@/data/demo-server/seed/step-details';
import { timelineFor } from '@/data/demo-server/seed/timeline';
import { TRANSPORT_PLANS, type TransportPlan } from '@/data/demo-server/seed/transport-plans';

/** Firestore-like document ids: 20 random characters. */
const DOCUMENT_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface PatientDocument {
  id: string;
  data: { phone: string };
}

function buildRide(
  plan: TransportPlan,
  index: number,
  patients: readonly PatientDocument[],
  random: RandomSource,
  base: EpochMillis,
): Transport {
  const profile = demoPatients()[plan.patient - 1];
  const patientDoc = patients[plan.patient - 1];
  if (!profile || !patientDoc)
    throw new Error(`Patient de démonstration inconnu : ${plan.patient}`);
  const setup = rideSetup(plan, profile, index);
  const timeline = timelineFor(plan, random, base);
  const patient = { id: patientDoc.id, phone: patientDoc.data.phone };
  const input = rideInput(plan, profile, patient, setup, timeline.rideAt, commentFor(random));
  const created = buildNewTransport(input, {
    id: randomChars(random, 20, DOCUMENT_ID_ALPHABET),
    transportId: '', // numbered below, in order of creation
    creator: {
      uid: setup.staff.uid,
      orgId: setup.clinic.orgId,
      role: setup.staff.userType,
      name: fullNameOf(setup.staff),
    },
    deviceId: demoDeviceIdOf(setup.staff.uid),
    now: timeline.createdAt,
    opId: newOpId(random),
  });
  const answer = plan.response;
  const responses = answer
    ? { [answer.orgId]: { ...answer, at: timeline.createdAt + 30 * 60_000 } }
    : {};
  return playSteps({ ...created, responses }, timeline.steps, setup, index, random);
}

export interface DemoTransports {
  transports: Transport[];
  /** Last number handed out per transport counter, for the counters collection. */
  lastNumbers: Record<TransportIdPrefix, number>;
}

/** The demo rides, numbered per type in order of creation as the counters would have numbered them. */
export function demoTransports(
  patients: readonly PatientDocument[],
  random: RandomSource,
  base: EpochMillis,
): DemoTransports {
  const rides = TRANSPORT_PLANS.map((plan, index) =>
    buildRide(plan, index, patients, random, base),
  );
  const lastNumbers: Record<TransportIdPrefix, number> = { ambu: 0, vsl: 0, vtc: 0 };
  const transports = rides
    .sort((a, b) => a.created_at - b.created_at)
    .map((ride) => {
      const prefix = transportIdPrefix(ride.type_transport);
      lastNumbers[prefix] += 1;
      return { ...ride, transport_id: transportId(ride.type_transport, lastNumbers[prefix]) };
    });
  return { transports, lastNumbers };
}
