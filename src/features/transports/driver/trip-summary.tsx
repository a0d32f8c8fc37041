import { formatAddress } from '@/domain/transport/address.schema';
import type { Transport } from '@/domain/transport/transport.schema';

const addressOrMissing = (text: string) => text || 'Adresse non renseignée';

/** Where to go, in type a driver reads at arm's length; the patient's number one tap away. */
export function TripSummary({ transport }: { transport: Transport }) {
  const phone = transport.patient_info.phone.trim();
  return (
    <section className="trip" aria-label="Trajet">
      <div className="trip__stop">
        <h2 className="trip__label">Prise en charge</h2>
        <p className="trip__address">{addressOrMissing(formatAddress(transport.adresse_depart))}</p>
      </div>
      <div className="trip__stop">
        <h2 className="trip__label">Destination</h2>
        <p className="trip__address">
          {addressOrMissing(formatAddress(transport.adresse_arrivee))}
        </p>
      </div>
      {phone && (
        <a className="button button--secondary button--large button--block" href={`tel:${phone}`}>
          Appeler le patient ({phone})
        </a>
      )}
    </section>
  );
}
