import { PRIORITY_LABELS, type Priority } from '@/domain/transport/priority';

/** Urgent and critique are filled and loud; normale stays quiet so the urgent ones stand out. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <span className={`ride-priority ride-priority--${priority}`}>
      <span className="visually-hidden">Priorité : </span>
      {PRIORITY_LABELS[priority]}
    </span>
  );
}
