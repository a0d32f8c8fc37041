import { ACCEPT_UNDO_MS } from '@/domain/constants';
import { useStatusTap } from '@/features/transports/driver/use-status-tap';
import { useUserData } from '@/data/local/user-data-context';
import { heldDecision } from '@/features/transports/shared/held-decision';
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
 * « Accepter » on a request: a commitment, so one tap opens a short window with « Annuler ». The acceptance is
 * written on the device at once, held: closing the tab cannot lose it (issue 25). When the window ends it is shown
 * and sent (the server lets the first valid acceptance win, and a late one comes back refused with its reason,
 * shown on the ride's screen). Hiding the page or leaving the list ends the window at once: only « Annuler »
 * takes the acceptance back.
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
  const data = useUserData();
  const { show } = useToasts();
  const connected = useConnected();
  const undo = useUndoWindow(async () => {
    const opId = await tapper.hold({ status: 'accepted' }, ACCEPT_UNDO_MS);
    if (opId === null) return null;
    return heldDecision(data, opId, () =>
      show(connected ? wording.acceptedToast : wording.acceptedOfflineToast),
    );
  }, ACCEPT_UNDO_MS);
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
