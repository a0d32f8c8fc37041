/** An indeterminate progress indicator announced politely to assistive technology. */
export function Spinner({ label = 'Chargement...' }: { label?: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
