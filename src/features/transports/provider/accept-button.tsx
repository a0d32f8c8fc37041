import { useStatusTap } from '@/features/transports/driver/use-status-tap';
import { useToasts } from '@/services/toasts';
import { Alert } from '@/ui/alert';

/**
 * « Accepter » on a request. Recorded on the device at once; the server lets the first valid acceptance win,
 * and a late one comes back refused with its reason (shown on the ride's screen).
 */
export function AcceptButton({
  transportId,
  describedBy,
  acceptedToast,
}: {
  transportId: string;
  describedBy: string;
  acceptedToast: string;
}) {
  // A dispatcher's desk position proves nothing about the ride: no GPS for an acceptance from the list.
  const tapper = useStatusTap(transportId, { locate: false });
  const { show } = useToasts();
  const accept = async () => {
    if (await tapper.tap({ status: 'accepted' })) show(acceptedToast);
  };
  return (
    <div className="ride-card__actions">
      {tapper.problem && <Alert tone="danger">{tapper.problem}</Alert>}
      <button
        type="button"
        className="button button--primary button--large"
        disabled={tapper.busy}
        aria-describedby={describedBy}
        onClick={() => void accept()}
      >
        Accepter
      </button>
    </div>
  );
}
