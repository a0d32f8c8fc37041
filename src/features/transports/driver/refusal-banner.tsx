import { useState } from 'react';
import type { UserData } from '@/data/local/user-data';
import type { TransportDetail } from '@/data/local/transport-queries';
import { formatDateTime } from '@/domain/shared/timestamp';
import { acknowledge, readAcknowledged } from './acknowledged-refusals';
import { stateOrigin } from '@/features/transports/shared/state-origin';
import { refusalHeadline, refusalItems } from './refusal-items';

/**
 * The server said no to something this driver did (ARCHITECTURE §5.4): shown first and loud, with the reason,
 * until the driver says they have read it. The history keeps the refused update either way.
 */
export function RefusalBanner({ data, detail }: { data: UserData; detail: TransportDetail }) {
  const [acknowledged, setAcknowledged] = useState(readAcknowledged);
  const items = refusalItems(detail, data.viewer.uid).filter(
    (item) => !acknowledged.has(item.opId),
  );
  if (items.length === 0) return null;
  const origin = stateOrigin(detail.transport, data.viewer.uid);

  const onRead = async () => {
    setAcknowledged(acknowledge(items.map((item) => item.opId)));
    for (const item of items) {
      if (item.outboxSeq !== null) await data.store.dismissRefused(item.outboxSeq);
    }
  };

  return (
    <div className="refusal-banner" role="alert">
      <ul>
        {items.map((item) => (
          <li key={item.opId}>
            <p className="refusal-banner__headline">{refusalHeadline(item.status)}</p>
            <p>{item.reason}</p>
            <p className="refusal-banner__when">Action du {formatDateTime(item.tappedAt)}</p>
          </li>
        ))}
      </ul>
      {origin && <p className="refusal-banner__origin">{origin}</p>}
      <button type="button" className="button button--secondary button--large" onClick={onRead}>
        J’ai compris
      </button>
    </div>
  );
}
