import { ROOT_LOADING_SLOW_HINT_MS } from '@/domain/constants';
import { Spinner } from '@/ui/spinner';
import { useElapsed } from '@/ui/use-elapsed';

interface RootLoadingScreenProps {
  slowAfterMs?: number;
  onReload?: () => void;
}

/** Spec §2: 'Chargement...', then after 5 s a hint and a reload button. */
export function RootLoadingScreen({
  slowAfterMs = ROOT_LOADING_SLOW_HINT_MS,
  onReload = () => window.location.reload(),
}: RootLoadingScreenProps) {
  const slow = useElapsed(slowAfterMs);
  return (
    <div className="root-loading">
      <Spinner label="Chargement..." />
      {slow && (
        <div className="root-loading__slow" role="alert">
          <p>Le chargement prend plus de temps que prévu.</p>
          <button type="button" className="button button--primary" onClick={onReload}>
            Actualiser la page
          </button>
        </div>
      )}
    </div>
  );
}
