import {
  statusGroup,
  TRANSPORT_STATUS_LABELS,
  type TransportStatus,
} from '@/domain/transport/transport-status';

/** The state in words; the colour (per statistics group) only repeats what the text says. */
export function StatusBadge({ status }: { status: TransportStatus }) {
  return (
    <span className={`status-badge status-badge--${statusGroup(status)}`}>
      {TRANSPORT_STATUS_LABELS[status]}
    </span>
  );
}
