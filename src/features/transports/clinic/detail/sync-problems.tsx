import type { OutboxEntry } from '@/data/ports';
import type { TransportDetail } from '@/data/local/transport-queries';
import type { UserData } from '@/data/local/user-data';
import type { Operation } from '@/domain/sync/operation';
import { TRANSPORT_STATUS_LABELS } from '@/domain/transport/transport-status';
import { Alert } from '@/ui/alert';

function describe(op: Operation): string {
  switch (op.kind) {
    case 'transport.create':
      return 'La création de la demande';
    case 'transport.edit':
      return 'La modification de la demande';
    case 'transport.status':
      return `La demande de passage à l’état « ${TRANSPORT_STATUS_LABELS[op.update.status]} »`;
    case 'notification.read':
      return 'La lecture d’une notification';
    case 'patient.create':
      return 'La création de la fiche du patient de cette demande';
    case 'message.send':
      return 'L’envoi d’un message';
    case 'profile.update':
      return 'La modification de votre profil';
  }
}

function ProblemAlert({
  entry,
  action,
  onAction,
  text,
}: {
  entry: OutboxEntry;
  action: string;
  onAction(): void;
  text: string;
}) {
  return (
    <Alert tone="danger">
      <p>
        {describe(entry.op)} {text}
      </p>
      <button type="button" className="button button--secondary" onClick={onAction}>
        {action}
      </button>
    </Alert>
  );
}

/**
 * Changes the server refused, changes that could not be sent, and changes still on their way (ARCHITECTURE
 * §5.4–5.5): all visible, none dropped without the user's say.
 */
export function SyncProblems({
  data,
  detail,
}: {
  data: UserData;
  detail: Pick<TransportDetail, 'refused' | 'failed' | 'pendingOpIds'>;
}) {
  // Failed entries are unsynced too; the patient's creation a request waits for is not among its own changes.
  const failedOpIds = new Set(detail.failed.map((entry) => entry.opId));
  const waiting = detail.pendingOpIds.filter((opId) => !failedOpIds.has(opId)).length;
  return (
    <>
      {detail.refused.map((entry) => (
        <ProblemAlert
          key={entry.seq}
          entry={entry}
          text={`a été refusée : ${entry.refusal?.reason ?? 'motif non précisé'}`}
          action="J’ai compris"
          onAction={() => void data.store.dismissRefused(entry.seq)}
        />
      ))}
      {detail.failed.map((entry) => (
        <ProblemAlert
          key={entry.seq}
          entry={entry}
          text={`n’a pas pu être envoyée : ${entry.lastError ?? 'erreur inconnue'}. Elle est conservée sur cet appareil.`}
          action="Réessayer"
          onAction={() => void data.store.retryFailed(entry.seq)}
        />
      ))}
      {waiting > 0 && (
        <Alert tone="info">
          <p>
            {waiting > 1 ? `${waiting} modifications` : '1 modification'} en attente de
            synchronisation : {waiting > 1 ? 'elles seront envoyées' : 'elle sera envoyée'} dès que
            possible.
          </p>
        </Alert>
      )}
    </>
  );
}
