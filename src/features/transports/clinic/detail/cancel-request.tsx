import { useId, useState } from 'react';
import { useLive } from '@/data/local/live';
import type { UserData } from '@/data/local/user-data';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { movableTo, partnerRide, remainingSessions } from '@/domain/transport/series-rides';
import type { Transport } from '@/domain/transport/transport.schema';
import { isTerminal } from '@/domain/transport/transport-status';
import { checkTransition } from '@/domain/transport/transitions';
import { CancelDialog } from './cancel-dialog';

interface CancelRequestProps {
  data: UserData;
  transport: Transport;
  now: EpochMillis;
}

/** The rides linked to this one on the device: its series, or its other leg (issue 22). */
function useLinkedRides(data: UserData, transport: Transport): Transport[] {
  const { series_id: seriesId, partner_id: partnerId } = transport;
  return (
    useLive(
      async () => {
        if (seriesId !== null) return data.queries.listSeries(data.viewer, seriesId);
        if (partnerId === null) return [];
        const partner = await data.queries.getTransport(partnerId);
        return partner ? [partner.transport] : [];
      },
      [data, seriesId, partnerId],
      undefined,
    ) ?? []
  );
}

/**
 * « Annuler la demande » (« Annuler cette séance » in a series), offered while the domain's transition table allows
 * it. Once it does not (patient on board), the button stays visible but disabled with the domain's reason, so
 * nobody wonders where it went. In a series, « Annuler les séances restantes » cancels this session and the later
 * ones; cancelling one leg of an aller-retour asks about the other.
 */
export function CancelRequest({ data, transport, now }: CancelRequestProps) {
  const [open, setOpen] = useState<'one' | 'rest' | null>(null);
  const explanationId = useId();
  const linked = useLinkedRides(data, transport);
  if (isTerminal(transport.etat)) return null;
  const check = checkTransition(transport, { status: 'cancelled', actor: data.viewer }, now);
  const partner = partnerRide(transport, linked);
  const cancellablePartner =
    partner && movableTo([partner], 'cancelled', data.viewer, now).length > 0 ? partner : null;
  const rest =
    transport.series_id === null ? [] : remainingSessions(linked, transport, data.viewer, now);
  return (
    <div className="cancel-request">
      <button
        type="button"
        className="button button--danger"
        disabled={!check.ok}
        aria-describedby={check.ok ? undefined : explanationId}
        onClick={() => setOpen('one')}
      >
        {transport.series_id === null ? 'Annuler la demande' : 'Annuler cette séance'}
      </button>
      {rest.length > 1 && (
        <button type="button" className="button button--secondary" onClick={() => setOpen('rest')}>
          Annuler les séances restantes
        </button>
      )}
      {!check.ok && (
        <p id={explanationId} className="field__hint">
          {check.refusal.reason}
        </p>
      )}
      {open === 'one' && (
        <CancelDialog
          data={data}
          transport={transport}
          partner={cancellablePartner}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'rest' && (
        <CancelDialog
          data={data}
          transport={transport}
          rides={rest}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
