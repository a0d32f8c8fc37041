import type { ReactNode } from 'react';
import { percentDone } from '@/domain/admin/chunks';
import type { ServiceResult } from '@/domain/errors/service-result';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';
import type { LongRunState } from './use-admin';

/** A read's states: loading, its French failure message, or the content. */
export function ResultView<T>({
  result,
  children,
}: {
  result: ServiceResult<T> | null;
  children: (data: T) => ReactNode;
}) {
  if (!result) return <Spinner label="Chargement…" />;
  if (!result.success || result.data === null) return <Alert tone="danger">{result.message}</Alert>;
  return <>{children(result.data)}</>;
}

/** The last action's message: success politely, failure at once. */
export function Outcome({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  if (!outcome) return null;
  return <Alert tone={outcome.ok ? 'success' : 'danger'}>{outcome.text}</Alert>;
}

export const outcomeOf = (result: Pick<ServiceResult<unknown>, 'success' | 'message'>) => ({
  ok: result.success,
  text: result.message,
});

/** Progress of a chunked operation, with counts, and its cancel button while it runs. */
export function LongRunProgress({ run, label }: { run: LongRunState; label: string }) {
  const percent = percentDone(run.done, run.total);
  const visible = run.running || run.total > 0;
  return (
    <div className="admin-progress">
      {visible && (
        <>
          <div
            className="admin-progress__bar"
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={run.total}
            aria-valuenow={run.done}
            aria-valuetext={`${run.done} sur ${run.total} (${percent} %)`}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <p className="admin-progress__text">
            {run.done} / {run.total} — {percent} %
          </p>
        </>
      )}
      {run.running && (
        <button type="button" className="button button--secondary" onClick={run.cancel}>
          Annuler
        </button>
      )}
      <Outcome outcome={run.outcome} />
    </div>
  );
}
