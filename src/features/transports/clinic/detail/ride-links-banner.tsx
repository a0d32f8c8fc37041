import { Link } from 'react-router-dom';
import { clinicSeriesPath } from '@/config/paths';
import { legLabel } from '@/domain/transport/return-trip';
import { seriesPlace } from '@/domain/transport/ride-links';
import type { Transport } from '@/domain/transport/transport.schema';
import { clinicTransportPath } from '@/features/transports/shared/transport-paths';

/** Issue 22: « Séance 3 sur 12 » with the way to its series, and the other leg of an aller-retour. */
export function RideLinksBanner({ transport }: { transport: Transport }) {
  const place = seriesPlace(transport);
  const { trip_leg: leg, partner_id: partner } = transport;
  if (place === null && (leg === null || partner === null)) return null;
  return (
    <p className="ride-links">
      {place !== null && transport.series_id !== null && (
        <>
          <strong>{place}</strong> ·{' '}
          <Link to={clinicSeriesPath(transport.series_id)}>Voir la série</Link>
        </>
      )}
      {leg !== null && partner !== null && (
        <>
          {place !== null && ' · '}
          {legLabel({ leg, partner_id: partner, sur_appel: transport.retour_sur_appel })} ·{' '}
          <Link to={clinicTransportPath(partner)}>
            {leg === 'aller' ? 'Voir le retour' : 'Voir l’aller'}
          </Link>
        </>
      )}
    </p>
  );
}
