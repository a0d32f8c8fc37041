/**
 * The one thing to do about a change kept on the device that the server refused (acknowledge it: the server's
 * history keeps it) or could not take (send it again). Never dropped without the user's say (ARCHITECTURE §5.4).
 */
export function ProblemAction({
  refused,
  onAcknowledge,
  onRetry,
}: {
  refused: boolean;
  onAcknowledge(): void;
  onRetry(): void;
}) {
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={refused ? onAcknowledge : onRetry}
    >
      {refused ? 'J’ai compris' : 'Réessayer'}
    </button>
  );
}
