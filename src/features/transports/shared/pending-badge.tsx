/** Marks what this device changed and the server has not confirmed yet. */
export function PendingBadge({ label = 'en attente de synchronisation' }: { label?: string }) {
  return (
    <span className="pending-badge">
      <span aria-hidden="true">⟳ </span>
      {label}
    </span>
  );
}
