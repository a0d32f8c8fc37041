import { useNavigate } from 'react-router-dom';
import type { UserData } from '@/data/local/user-data';
import { ERRORS } from '@/domain/errors/error-catalogue';
import { fallbackTransportId } from '@/domain/ids/fallback-id';
import { buildNewTransport } from '@/domain/transport/build-new-transport';
import type { TransportInput } from '@/domain/transport/transport-input.schema';
import { useToasts } from '@/services/toasts';
import { actionErrorMessage } from '@/features/transports/shared/action-error';
import { newDocumentId } from '@/features/transports/shared/document-id';
import { clinicTransportPath } from '@/features/transports/shared/transport-paths';

export const CREATED_MESSAGE = 'Demande enregistrée';
export const CREATED_OFFLINE_MESSAGE = `${CREATED_MESSAGE} — elle partira dès le retour du réseau`;

/**
 * Creating a request only writes the device store (view + outbox in one transaction), so it works the same
 * offline. The transport_id is provisional (TRA-…) until the server numbers it at first sync.
 */
export function useCreateTransport(data: UserData) {
  const navigate = useNavigate();
  const { show } = useToasts();
  return async (input: TransportInput): Promise<string | null> => {
    const id = newDocumentId(Math.random);
    const opId = data.newOpId();
    const transport = buildNewTransport(input, {
      id,
      transportId: fallbackTransportId(data.clock, Math.random),
      creator: { uid: data.viewer.uid, orgId: data.viewer.orgId },
      now: data.clock.now(),
      opId,
    });
    try {
      const result = await data.act({ kind: 'transport.create', opId, transportId: id, transport });
      if (!result.ok) return result.refusal.reason;
    } catch (error) {
      return actionErrorMessage(error, ERRORS.transportCreate);
    }
    show(navigator.onLine ? CREATED_MESSAGE : CREATED_OFFLINE_MESSAGE, 'success');
    navigate(clinicTransportPath(id));
    return null;
  };
}
