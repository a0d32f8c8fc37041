import { useState } from 'react';
import { useLive } from '@/data/local/live';
import { useUserData } from '@/data/local/user-data-context';
import {
  batchSummary,
  movableTo,
  partnerRide,
  type BatchOutcome,
} from '@/domain/transport/series-rides';
import type { Transport } from '@/domain/transport/transport.schema';
import { useToasts } from '@/services/toasts';
import { BatchFailures } from '@/features/transports/shared/batch-failures';
import { moveAll } from '@/features/transports/shared/batch-moves';
import { useNow } from '@/features/transports/shared/use-now';
import { useConnected } from './use-connected';

/** The rides accepted with this one: its whole series, or its other leg — those the domain lets this company take. */
function useLinkedOffer(transport: Transport): { rides: Transport[]; series: boolean } {
  const data = useUserData();
  const now = useNow(data.clock);
  const { series_id: seriesId, partner_id: partnerId } = transport;
  const linked = useLive(
    async () => {
      if (seriesId !== null) return data.queries.listSeries(data.viewer, seriesId);
      if (partnerId === null) return [];
      const partner = await data.queries.getTransport(partnerId);
      return partner ? [transport, partner.transport] : [];
    },
    [data, seriesId, partnerId, transport],
    [],
  );
  const open = movableTo(linked, 'accepted', data.viewer, now);
  if (seriesId !== null) return { rides: open, series: true };
  const partner = partnerRide(transport, open);
  return { rides: partner ? [transport, partner] : [], series: false };
}

/**
 * Issue 22: « Accepter toute la série (24 transports) » / « Accepter l’aller et le retour ». One acceptance per
 * ride, each judged by the same decision as « Accepter »; what could not be taken is listed in French.
 */
export function LinkedAccept({
  transport,
  describedBy,
}: {
  transport: Transport;
  describedBy: string;
}) {
  const data = useUserData();
  const { show } = useToasts();
  const connected = useConnected();
  const { rides, series } = useLinkedOffer(transport);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  if (rides.length < 2 && outcome === null) return null;
  const label = series
    ? `Accepter toute la série (${rides.length} transports)`
    : 'Accepter l’aller et le retour';
  const accept = async () => {
    setBusy(true);
    try {
      const result = await moveAll(data, rides, 'accepted');
      setOutcome(result);
      if (result.recorded > 0)
        show(
          batchSummary(result, 'acceptés') +
            (connected ? '' : ' — envoyés dès le retour du réseau'),
        );
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <div className="ride-card__actions">
      <BatchFailures outcome={outcome} />
      {rides.length >= 2 &&
        (confirming ? (
          <div className="accept-undo">
            <p className="accept-undo__text">
              {rides.length} transports seront acceptés pour votre société.
            </p>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              aria-describedby={describedBy}
              onClick={() => void accept()}
            >
              Confirmer
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              Annuler
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="button button--secondary button--large"
            aria-describedby={describedBy}
            onClick={() => setConfirming(true)}
          >
            {label}
          </button>
        ))}
    </div>
  );
}
