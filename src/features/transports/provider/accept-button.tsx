import { ACCEPT_UNDO_MS } from '@/domain/constants';
import { useStatusTap } from '@/features/transports/driver/use-status-tap';
import { useUndoWindow } from '@/features/transports/shared/use-undo-window';
import { useToasts } from '@/services/toasts';
import { Alert } from '@/ui/alert';
import { useConnected } from './use-connected';
import './accept-button.css';

export interface AcceptWording {
  /** Said when the device is online: the server answers within moments. */
  acceptedToast: string;
  /** Said offline: the acceptance leaves with the network. */
  acceptedOfflineToast: string;
}

/**
 * « Accepter » on a request: a commitment, so one tap opens a short window with « Annuler » before anything is
 * recorded; then the acceptance is written on the device (the server lets the first valid acceptance win, and a
 * late one comes back refused with its reason, shown on the ride's screen). Hiding or closing the page, or leaving
 * the list, records it at once: only « Annuler » takes it back.
 */
export function AcceptButton({
  transportId,
  describedBy,
  wording,
}: {
  transportId: string;
  describedBy: string;
  wording: AcceptWording;
}) {
  // A dispatcher's desk position proves nothing about the ride: no GPS for an acceptance from the list.
  const tapper = useStatusTap(transportId, { locate: false });
  const { show } = useToasts();
  const connected = useConnected();
  const accept = async () => {
    if (await tapper.tap({ status: 'accepted' })) {
      show(connected ? wording.acceptedToast : wording.acceptedOfflineToast);
    }
  };
  const undo = useUndoWindow(() => void accept(), ACCEPT_UNDO_MS);
  const seconds = Math.round(ACCEPT_UNDO_MS / 1000);
  return (
    <div className="ride-card__actions">
      {tapper.problem && <Alert tone="danger">{tapper.problem}</Alert>}
      {undo.open ? (
        <div className="accept-undo">
          <p role="status" className="accept-undo__text">
            Acceptation dans {seconds} secondes…
          </p>
          <button
            type="button"
            className="button button--secondary button--large accept-undo__cancel"
            aria-describedby={describedBy}
            onClick={undo.cancel}
          >
            Annuler
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--primary button--large"
          disabled={tapper.busy}
          aria-describedby={describedBy}
          onClick={undo.start}
        >
          Accepter
        </button>
      )}
    </div>
  );
}
