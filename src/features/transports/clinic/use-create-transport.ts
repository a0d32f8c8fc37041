import { useNavigate } from 'react-router-dom';
import type { UserData } from '@/data/local/user-data';
import { ERRORS } from '@/domain/errors/error-catalogue';
import { fallbackTransportId } from '@/domain/ids/fallback-id';
import type { PatientInput } from '@/domain/patient/patient-input.schema';
import { buildNewTransport } from '@/domain/transport/build-new-transport';
import type { TransportInput } from '@/domain/transport/transport-input.schema';
import { useToasts } from '@/services/toasts';
import { actionErrorMessage } from '@/features/transports/shared/action-error';
import { newDocumentId } from '@/features/transports/shared/document-id';
import { clinicTransportPath } from '@/features/transports/shared/transport-paths';
import { useSaveNewPatient } from './use-save-new-patient';
import type { FormScan } from './form/form-values';

export const CREATED_MESSAGE = 'Demande enregistrée';
export const CREATED_OFFLINE_MESSAGE = `${CREATED_MESSAGE} — elle partira dès le retour du réseau`;

/**
 * Creating a request only writes the device store (view + outbox in one transaction), so it works the same
 * offline. The transport_id is provisional (TRA-…) until the server numbers it at first sync. A new patient to
 * keep is saved first and the request names it: the outbox sends the patient before the request.
 */
export function useCreateTransport(data: UserData) {
  const navigate = useNavigate();
  const { show } = useToasts();
  const savePatient = useSaveNewPatient(data);
  return async (
    input: TransportInput,
    newPatient: PatientInput | null = null,
    scan: FormScan | null = null,
  ) => {
    let patientId = input.patient_id;
    if (newPatient) {
      const saved = await savePatient(newPatient);
      if (!saved.ok) return saved.message;
      patientId = saved.patientId;
    }
    const id = newDocumentId(Math.random);
    const opId = data.newOpId();
    const transport = buildNewTransport(
      { ...input, patient_id: patientId },
      {
        id,
        transportId: fallbackTransportId(data.clock, Math.random),
        // The viewer's name and role sign the first history entry, with this device.
        creator: data.viewer,
        deviceId: data.deviceId,
        now: data.clock.now(),
        opId,
      },
    );
    try {
      const result = await data.act({ kind: 'transport.create', opId, transportId: id, transport });
      if (!result.ok) return result.refusal.reason;
      // Issue 22: the scan stays on the device until the sync engine has sent the request, then it follows.
      if (scan) await data.keepScan({ ...scan, transportId: id });
    } catch (error) {
      return actionErrorMessage(error, ERRORS.transportCreate);
    }
    show(navigator.onLine ? CREATED_MESSAGE : CREATED_OFFLINE_MESSAGE, 'success');
    navigate(clinicTransportPath(id));
    return null;
  };
}
