import { useEffect, useId, useState, type FormEvent } from 'react';
import type { UserData } from '@/data/local/user-data';
import {
  AWARD_REFUSAL_LABELS,
  AWARD_REFUSAL_REASONS,
  type AwardRefusalReason,
} from '@/domain/award/award-log';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting } from '@/domain/transport/transport-status';
import { isProviderRole } from '@/domain/transport/visibility';
import { seesOnlyAssignedRides } from '@/domain/organisation/member-roles';
import { useRecordAward } from '@/features/transports/shared/use-award-record';

/**
 * Issue 23: a company's dispatcher opening a request records the opening (once, online, best effort) and may
 * decline it with a reason from the short list — the clinic reads both, no competitor does.
 */
export function AwardAnswer({ data, transport }: { data: UserData; transport: Transport }) {
  const record = useRecordAward(data);
  const reasonId = useId();
  const [reason, setReason] = useState<AwardRefusalReason>('no_vehicle');
  const [said, setSaid] = useState<string | null>(null);
  const candidate =
    isProviderRole(data.viewer.role) &&
    !seesOnlyAssignedRides(data.viewer.memberRole) &&
    isWaiting(transport.etat) &&
    transport.provider_org_id === null;
  useEffect(() => {
    if (candidate) void record(transport, { kind: 'opened' });
  }, [candidate, record, transport]);
  if (!candidate) return null;
  const decline = async (event: FormEvent) => {
    event.preventDefault();
    const done = await record(transport, { kind: 'refused', reason });
    setSaid(
      done
        ? 'Refus enregistré : la clinique en voit le motif.'
        : 'Refus non enregistré (hors ligne ou demande plus proposée). Réessayez plus tard.',
    );
  };
  return (
    <form className="card account-form" onSubmit={decline} aria-label="Décliner la demande">
      <label htmlFor={reasonId}>Motif du refus</label>
      <select
        id={reasonId}
        value={reason}
        onChange={(event) => setReason(event.target.value as AwardRefusalReason)}
      >
        {AWARD_REFUSAL_REASONS.map((code) => (
          <option key={code} value={code}>
            {AWARD_REFUSAL_LABELS[code]}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary">
        Décliner la demande
      </button>
      {said && <p role="status">{said}</p>}
    </form>
  );
}
