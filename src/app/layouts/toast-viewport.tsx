import { useToasts } from '@/services/toasts';

/** Top-right stack of toasts, announced politely; each can be closed early. */
export function ToastViewport() {
  const { toasts, dismiss } = useToasts();
  return (
    <div className="toast-viewport" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`} role="status">
          <span>{toast.message}</span>
          <button
            type="button"
            className="toast__close"
            aria-label="Fermer la notification"
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
