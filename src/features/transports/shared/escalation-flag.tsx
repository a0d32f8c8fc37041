import { ESCALATION_MESSAGE } from '@/domain/transport/escalation';

/** Shown on a request still unanswered after the escalation delay: the clinic may have to call providers. */
export function EscalationFlag() {
  return (
    <p className="escalation-flag">
      <span aria-hidden="true">⚠ </span>
      {ESCALATION_MESSAGE}
    </p>
  );
}
