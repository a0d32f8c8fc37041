import { formatAddress, type Address } from '@/domain/transport/address.schema';
import { directionsHref, telHref } from '@/domain/transport/directions';
import type { Transport } from '@/domain/transport/transport.schema';

const addressOrMissing = (text: string) => text || 'Adresse non renseignée';

function Stop({
  label,
  address,
  withheld,
}: {
  label: 'Prise en charge' | 'Destination';
  address: Address;
  withheld: boolean;
}) {
  const href = directionsHref(address, withheld);
  return (
    <div className="trip__stop">
      <h2 className="trip__label">{label}</h2>
      <p className="trip__address">{addressOrMissing(formatAddress(address))}</p>
      {href && (
        <a className="button button--secondary trip__go" href={href}>
          Itinéraire{' '}
          <span className="visually-hidden">
            {label === 'Prise en charge' ? 'vers la prise en charge' : 'vers la destination'}
          </span>
        </a>
      )}
    </div>
  );
}

/**
 * Where to go, in type a driver reads at arm's length: each stop opens in the phone's maps app, and the patient's
 * and the clinic's numbers are one tap away — when the ride holds them (before acceptance the identity and the
 * street are withheld, so no link leads anywhere precise). The clinic's name and number are copied onto the ride
 * by the server from its organisation record.
 */
export function TripSummary({ transport }: { transport: Transport }) {
  const withheld = transport.identity_withheld === true;
  const phone = transport.patient_info.phone.trim();
  const callPatient = telHref(phone);
  const clinicPhone = transport.requester_org_phone ?? null;
  const clinicName = transport.requester_org_name ?? null;
  const callClinic = clinicPhone === null ? null : telHref(clinicPhone);
  return (
    <section className="trip" aria-label="Trajet">
      {clinicName && <p className="trip__clinic">Demandé par {clinicName}</p>}
      <Stop label="Prise en charge" address={transport.adresse_depart} withheld={withheld} />
      <Stop label="Destination" address={transport.adresse_arrivee} withheld={withheld} />
      {callPatient && (
        <a className="button button--secondary button--large button--block" href={callPatient}>
          Appeler le patient ({phone})
        </a>
      )}
      {callClinic && (
        <a className="button button--secondary button--large button--block" href={callClinic}>
          Appeler {clinicName ?? 'l’établissement'} ({clinicPhone})
        </a>
      )}
    </section>
  );
}
