import { Alert } from '@/ui/alert';

/** A section's error and its save button (saving works offline too: the outbox holds the change). */
export function SaveFooter(props: { busy: boolean; error: string | null; label: string }) {
  return (
    <>
      {props.error && (
        <Alert tone="danger">
          <p>{props.error}</p>
        </Alert>
      )}
      <button type="submit" className="button button--primary" disabled={props.busy}>
        {props.busy ? 'Enregistrement…' : props.label}
      </button>
    </>
  );
}
