import type { BatchOutcome } from '@/domain/transport/series-rides';
import { Alert } from '@/ui/alert';

/** The rides a batch could not move, each with the domain's French reason. */
export function BatchFailures({ outcome }: { outcome: BatchOutcome | null }) {
  if (outcome === null || outcome.failures.length === 0) return null;
  return (
    <Alert tone="warning">
      <p>Non enregistré pour :</p>
      <ul>
        {outcome.failures.map((failure) => (
          <li key={failure.transportId}>
            {failure.label} : {failure.reason}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
