import { Alert } from '@/ui/alert';
import { CONNECTION_REQUIRED } from './use-profile-save';

/** A section's error, the offline notice and its save button. */
export function SaveFooter(props: {
  busy: boolean;
  online: boolean;
  error: string | null;
  label: string;
}) {
  return (
    <>
      {props.error && (
        <Alert tone="danger">
          <p>{props.error}</p>
        </Alert>
      )}
      {!props.online && !props.error && (
        <Alert tone="warning">
          <p>{CONNECTION_REQUIRED}</p>
        </Alert>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={props.busy || !props.online}
      >
        {props.busy ? 'Enregistrement…' : props.label}
      </button>
    </>
  );
}
