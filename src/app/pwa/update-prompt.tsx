import { useSyncExternalStore } from 'react';
import { applyUpdate, dismissUpdate, getSnapshot, subscribe } from './sw-bridge';

/** « Nouvelle version disponible — Mettre à jour »: never reloads on its own, so no tap is interrupted. */
export function UpdatePrompt() {
  const { updateWaiting } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  if (!updateWaiting) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text">Nouvelle version disponible</p>
      <button type="button" className="button button--primary" onClick={applyUpdate}>
        Mettre à jour
      </button>
      <button type="button" className="button button--ghost" onClick={dismissUpdate}>
        Plus tard
      </button>
    </div>
  );
}
