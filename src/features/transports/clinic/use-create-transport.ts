import { useNavigate } from 'react-router-dom';
import type { UserData } from '@/data/local/user-data';
import { clinicEscalationDelays } from '@/domain/organisation/organisation-settings';
import { useOrganisationCard } from '@/services/session/use-access';
import { useAuth } from '@/services/session/session-context';
import { ERRORS } from '@/domain/errors/error-catalogue';
import { fallbackTransportId } from '@/domain/ids/fallback-id';
import type { PatientInput } from '@/domain/patient/patient-input.schema';
import { buildNewTransport } from '@/domain/transport/build-new-transport';
import { planRides, type RidePlan } from '@/domain/transport/plan-rides';
import type { TransportInput } from '@/domain/transport/transport-input.schema';
import type { RemoteOperation } from '@/data/ports';
import { clinicSeriesPath } from '@/config/paths';
import { useToasts } from '@/services/toasts';
import { actionErrorMessage } from '@/features/transports/shared/action-error';
import { newDocumentId } from '@/features/transports/shared/document-id';
import { clinicTransportPath } from '@/features/transports/shared/transport-paths';
import { useSaveNewPatient } from './use-save-new-patient';
import type { FormScan } from './form/form-values';
import { useDeviceOnline } from '@/ui/use-device-online';

export const CREATED_MESSAGE = 'Demande enregistrée';
export const CREATED_OFFLINE_MESSAGE = `${CREATED_MESSAGE} — elle partira dès le retour du réseau`;
const createdMessage = (count: number) =>
  count === 1 ? CREATED_MESSAGE : `${count} demandes enregistrées`;
const offlineNote = (count: number) =>
  count === 1
    ? ' — elle partira dès le retour du réseau'
    : ' — elles partiront dès le retour du réseau';

const LONE_RIDE: RidePlan = { series: null, retour: { kind: 'aucun' } };

/**
 * Creating a request only writes the device store (view + outbox in one transaction), so it works the same
 * offline. The transport_id is provisional (TRA-…) until the server numbers it at first sync. A new patient to
 * keep is saved first and the request names it: the outbox sends the patient before the request.
 */
export function useCreateTransport(data: UserData) {
  const navigate = useNavigate();
  const { show } = useToasts();
  const online = useDeviceOnline();
  const savePatient = useSaveNewPatient(data);
  const { profile } = useAuth();
  // Issue 23: the ride carries its clinic's escalation delays — the organisation's (Paramètres), else the user's
  // own from before they moved there, else the defaults (the card unread yet, or offline: the fallbacks).
  const card = useOrganisationCard(true);
  const escalationDelays = clinicEscalationDelays(
    card === 'loading' ? null : card?.escalationDelays,
    profile?.organisationSettings,
  );
  return async (
    input: TransportInput,
    newPatient: PatientInput | null = null,
    plan: RidePlan = LONE_RIDE,
    scan: FormScan | null = null,
  ) => {
    let patientId = input.patient_id;
    const planned = planRides(input, plan, () => newDocumentId(Math.random));
    if (!planned.ok) return planned.errors.map((error) => error.message).join(' ');
    if (newPatient) {
      const saved = await savePatient(newPatient);
      if (!saved.ok) return saved.message;
      patientId = saved.patientId;
    }
    const now = data.clock.now();
    // Each ride is its own request, filed exactly as a lone one (same id scheme, same outbox operation).
    const ops: RemoteOperation[] = planned.rides.map((ride) => {
      const opId = data.newOpId();
      const transport = buildNewTransport(
        { ...ride.input, patient_id: patientId },
        {
          id: ride.id,
          transportId: fallbackTransportId(data.clock, Math.random),
          // The viewer's name and role sign the first history entry, with this device.
          creator: data.viewer,
          deviceId: data.deviceId,
          now,
          opId,
          escalationDelays,
        },
      );
      return { kind: 'transport.create', opId, transportId: ride.id, transport };
    });
    try {
      // Several rides: one device transaction, all or nothing.
      const result = ops.length === 1 ? await data.act(ops[0]!) : await data.actAll(ops);
      if (!result.ok) return result.refusal.reason;
      // Issue 22: the scan stays on the device until the sync engine has sent the request, then it follows — with
      // every ride it covers (a series' prescription is one cerfa for all its sessions).
      if (scan)
        for (const ride of planned.rides) await data.keepScan({ ...scan, transportId: ride.id });
    } catch (error) {
      return actionErrorMessage(error, ERRORS.transportCreate);
    }
    const count = ops.length;
    show(createdMessage(count) + (online ? '' : offlineNote(count)), 'success');
    const first = planned.rides[0]!;
    const seriesId = first.input.links.series_id;
    navigate(seriesId === null ? clinicTransportPath(first.id) : clinicSeriesPath(seriesId));
    return null;
  };
}
