import { useId, useState } from 'react';
import type { UserData } from '@/data/local/user-data';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';
import { isTerminal } from '@/domain/transport/transport-status';
import { checkTransition } from '@/domain/transport/transitions';
import { CancelDialog } from './cancel-dialog';

interface CancelRequestProps {
  data: UserData;
  transport: Transport;
  now: EpochMillis;
}

/**
 * « Annuler la demande », offered while the domain's transition table allows it. Once it does not (patient on
 * board), the button stays visible but disabled with the domain's reason, so nobody wonders where it went.
 */
export function CancelRequest({ data, transport, now }: CancelRequestProps) {
  const [open, setOpen] = useState(false);
  const explanationId = useId();
  if (isTerminal(transport.etat)) return null;
  const check = checkTransition(transport, { status: 'cancelled', actor: data.viewer }, now);
  return (
    <div className="cancel-request">
      <button
        type="button"
        className="button button--danger"
        disabled={!check.ok}
        aria-describedby={check.ok ? undefined : explanationId}
        onClick={() => setOpen(true)}
      >
        Annuler la demande
      </button>
      {!check.ok && (
        <p id={explanationId} className="field__hint">
          {check.refusal.reason}
        </p>
      )}
      {open && <CancelDialog data={data} transport={transport} onClose={() => setOpen(false)} />}
    </div>
  );
}
