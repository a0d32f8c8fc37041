import type { Transport } from '@/domain/transport/transport.schema';
import { transportInputWarnings } from '@/domain/transport/transport-input.schema';
import { isWaiting } from '@/domain/transport/transport-status';
import { Alert } from '@/ui/alert';

/** The soft checks of spec §5 on the saved request, while it can still be completed with « Modifier ». */
export function RequestWarnings({ transport }: { transport: Transport }) {
  if (!isWaiting(transport.etat)) return null;
  const warnings = transportInputWarnings(transport);
  if (warnings.length === 0) return null;
  return (
    <Alert tone="warning">
      <p>Points à vérifier (vous pouvez compléter la demande avec « Modifier ») :</p>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Alert>
  );
}
