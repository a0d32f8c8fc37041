import { useCallback, useState, type ReactNode } from 'react';
import { ACCEPT_UNDO_MS } from '@/domain/constants';
import type { UserData } from '@/data/local/user-data';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_STATUS_LABELS, type TransportStatus } from '@/domain/transport/transport-status';
import { useToasts } from '@/services/toasts';
import { TextField } from '@/ui/text-field';
import { availableActions, type StepChoice } from './available-actions';
import { CancelDialog } from './cancel-dialog';
import { DriverBar } from './driver-bar';
import { SkipConfirm } from './skip-confirm';
import { SkipMenu } from './skip-menu';
import { heldDecision } from '@/features/transports/shared/held-decision';
import { useUndoWindow } from '@/features/transports/shared/use-undo-window';
import { useKeptSignature } from './use-kept-signature';
import { useStatusTap } from './use-status-tap';
import type { DriverWording } from './driver-wording';

const recorded = (status: TransportStatus) =>
  status === 'accepted'
    ? 'Acceptation enregistrée.'
    : `Étape « ${TRANSPORT_STATUS_LABELS[status]} » enregistrée.`;

interface DriverActionsProps {
  data: UserData;
  transport: Transport;
  wording: DriverWording;
  /** Shown between the rarer actions and the bar, so the bar stays last and sticks to the bottom. */
  children?: ReactNode;
}

/** The ride's actions: one big next step, a note for it, and the rarer choices kept out of the thumb's way. */
export function DriverActions({ data, transport, wording, children }: DriverActionsProps) {
  const tapper = useStatusTap(transport.id, { locate: true });
  const { show } = useToasts();
  const [notes, setNotes] = useState('');
  const [skipTo, setSkipTo] = useState<StepChoice | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const kept = useKeptSignature(data, transport.id);
  const actions = availableActions(
    transport,
    data.viewer,
    data.clock.now(),
    kept?.signature ?? null,
  );
  // Stable: the dialog moves focus whenever onClose changes, and this component re-renders on every sync.
  const closeSkip = useCallback(() => setSkipTo(null), []);
  const closeCancel = useCallback(() => setCancelling(false), []);

  const step = async (choice: StepChoice) => {
    setSkipTo(null);
    if (await tapper.tap({ status: choice.status, notes })) {
      setNotes('');
      show(recorded(choice.status));
    }
  };
  // Accepting is a commitment: the same short window to take it back as in the lists, recorded (held) at once.
  const acceptUndo = useUndoWindow(async () => {
    const opId = await tapper.hold({ status: 'accepted', notes }, ACCEPT_UNDO_MS);
    if (opId === null) return null;
    return heldDecision(data, opId, () => {
      setNotes('');
      show(recorded('accepted'));
    });
  }, ACCEPT_UNDO_MS);
  const cancel = async (reason: string) => {
    setCancelling(false);
    if (await tapper.tap({ status: 'cancelled', reason })) show(wording.cancelledToast);
  };

  return (
    <>
      {(actions.primary || actions.canCancel) && (
        <section className="driver-tools" aria-label="Autres actions">
          {actions.primary && (
            <TextField
              label="Note pour la prochaine étape (facultatif)"
              hint={`Jointe à « ${actions.primary.label} ».`}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          )}
          {actions.skips.length > 0 && (
            <SkipMenu skips={actions.skips} disabled={tapper.busy} onChoose={setSkipTo} />
          )}
          {actions.canCancel && (
            <button
              type="button"
              className="button button--danger button--large button--block"
              disabled={tapper.busy}
              onClick={() => setCancelling(true)}
            >
              {wording.cancelLabel}
            </button>
          )}
        </section>
      )}
      {children}
      <DriverBar
        primary={actions.primary}
        blocked={actions.blocked}
        notYet={actions.notYet}
        // Not said while the phone's signature is still being read (a flash of « faites signer »).
        proofMissing={kept === undefined ? null : actions.proofMissing}
        tapper={tapper}
        undo={acceptUndo}
        onTap={(choice) => (choice.status === 'accepted' ? acceptUndo.start() : void step(choice))}
      />
      {skipTo && (
        <SkipConfirm step={skipTo} onConfirm={() => void step(skipTo)} onClose={closeSkip} />
      )}
      {cancelling && (
        <CancelDialog
          title={wording.cancelLabel}
          onConfirm={(reason) => void cancel(reason)}
          onClose={closeCancel}
        />
      )}
    </>
  );
}
