import { formatTime } from '@/domain/shared/timestamp';

export interface SyncIndicatorProps {
  online: boolean;
  pending: number;
  refused: number;
  failed: number;
  lastSyncAt: number | null;
  syncing: boolean;
  /** When changes the server could not take yet are tried again (SyncState.nextRetryAt). */
  nextRetryAt?: number | null;
  /** Opens the list of refused or failed changes. */
  onShowProblems?: () => void;
  /** Tries the waiting changes now rather than at nextRetryAt. */
  onRetryNow?: () => void;
}

const plural = (count: number, singular: string, pluralForm: string) =>
  `${count} ${count > 1 ? pluralForm : singular}`;

/** The sentence shown in the header: one glance tells the driver whether their taps reached the server. */
export function syncSummary(props: SyncIndicatorProps): string {
  const { online, pending, lastSyncAt, syncing } = props;
  const waiting = plural(pending, 'modification en attente', 'modifications en attente');
  if (!online) return pending > 0 ? `Hors ligne — ${waiting}` : 'Hors ligne';
  const retryAt = awaitsRetry(props);
  if (retryAt !== null) return `Nouvel essai à ${formatTime(retryAt)} — ${waiting}`;
  if (syncing || pending > 0)
    return pending > 0 ? `Synchronisation… ${waiting}` : 'Synchronisation…';
  return lastSyncAt === null ? 'En ligne' : `Synchronisé à ${formatTime(lastSyncAt)}`;
}

/** Online, not syncing, changes waiting for a retry the server asked for: when it comes (else null). */
function awaitsRetry({ online, pending, syncing, nextRetryAt }: SyncIndicatorProps): number | null {
  return online && !syncing && pending > 0 ? (nextRetryAt ?? null) : null;
}

/** Always-visible sync status for dashboard headers. Announced politely when it changes. */
export function SyncIndicator(props: SyncIndicatorProps) {
  const { online, pending, refused, failed, onShowProblems, onRetryNow } = props;
  const problems = refused + failed;
  const tone = problems > 0 ? 'danger' : !online ? 'offline' : pending > 0 ? 'pending' : 'ok';
  return (
    <div className={`sync-indicator sync-indicator--${tone}`}>
      <span role="status" aria-live="polite" className="sync-indicator__summary">
        <span className="sync-indicator__dot" aria-hidden="true" />
        {syncSummary(props)}
      </span>
      {onRetryNow && awaitsRetry(props) !== null && (
        <button type="button" className="sync-indicator__retry" onClick={onRetryNow}>
          Réessayer maintenant
        </button>
      )}
      {problems > 0 && (
        <button type="button" className="sync-indicator__problems" onClick={onShowProblems}>
          {refused > 0 && plural(refused, 'modification refusée', 'modifications refusées')}
          {refused > 0 && failed > 0 && ' · '}
          {failed > 0 && plural(failed, 'modification en échec', 'modifications en échec')}
        </button>
      )}
      {!online && pending === 0 && (
        <span className="visually-hidden">Vos actions seront enregistrées.</span>
      )}
    </div>
  );
}
