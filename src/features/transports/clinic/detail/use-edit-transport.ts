import type { UserData } from '@/data/local/user-data';
import type { TransportInput } from '@/domain/transport/transport-input.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import { useToasts } from '@/services/toasts';
import { actionErrorMessage } from '@/features/transports/shared/action-error';
import { changedFields } from '@/features/transports/clinic/form/changed-fields';
import { useOfflineNote } from './offline-suffix';

const EDIT_FAILED = 'Les modifications n’ont pas pu être enregistrées';

/**
 * Records an edit with only the fields the user changed, compared with the request as it was when the form
 * opened: a field someone else changed meanwhile is left alone.
 */
export function useEditTransport(data: UserData, before: Transport, onDone: () => void) {
  const { show } = useToasts();
  const withOfflineNote = useOfflineNote();
  return async (input: TransportInput): Promise<string | null> => {
    const changes = changedFields(before, input);
    if (Object.keys(changes).length === 0) {
      show('Aucune modification à enregistrer', 'info');
      onDone();
      return null;
    }
    try {
      const result = await data.act({
        kind: 'transport.edit',
        opId: data.newOpId(),
        transportId: before.id,
        changes,
        actor: data.viewer,
        deviceTime: data.clock.now(),
      });
      if (!result.ok) return result.refusal.reason;
    } catch (error) {
      return actionErrorMessage(error, EDIT_FAILED);
    }
    show(withOfflineNote('Modifications enregistrées', true), 'success');
    onDone();
    return null;
  };
}
