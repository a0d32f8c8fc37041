import type { OutboxEntry } from '@/data/ports';
import type { TransportDetail } from '@/data/local/transport-queries';
import type { UserData } from '@/data/local/user-data';
import { problemOf } from '@/data/local/outbox/outbox-problem';
import { describeOperation, problemOutcome } from '@/domain/sync/operation-description';
import { Alert } from '@/ui/alert';
import { ProblemAction } from '@/ui/problem-action';

/** On a request's page, the patient's record it waits for is this request's. */
const describe = (op: OutboxEntry['op']) =>
  op.kind === 'patient.create'
    ? 'La création de la fiche du patient de cette demande'
    : describeOperation(op);

function ProblemAlert({ entry, data }: { entry: OutboxEntry; data: UserData }) {
  const problem = problemOf(entry);
  return (
    <Alert tone="danger">
      <p>
        {describe(entry.op)} {problemOutcome(problem)}
      </p>
      <ProblemAction
        refused={problem.refused}
        onAcknowledge={() => void data.store.dismissRefused(entry.seq)}
        onRetry={() => void data.store.retryFailed(entry.seq)}
      />
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
      {[...detail.refused, ...detail.failed].map((entry) => (
        <ProblemAlert key={entry.seq} entry={entry} data={data} />
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
