import type { UserData } from '@/data/local/user-data';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { SignatureBlock } from '@/features/transports/export/signature-block';
import { useRideSignature } from '@/features/transports/export/use-ride-signature';

/** The states in which the driver may have taken the patient's signature (issue 23 item 4). */
const SIGNED_STATES: readonly TransportStatus[] = ['arrived_destination', 'completed'];

function Signature({ data, transportId }: { data: UserData; transportId: string }) {
  const signature = useRideSignature(data, transportId);
  return (
    <section className="facts-section" aria-labelledby="arrival-signature-title">
      <h2 id="arrival-signature-title">Signature à l’arrivée</h2>
      <SignatureBlock signature={signature} />
    </section>
  );
}

/** The clinic reads the signature the company's driver took at arrival, once the ride got there. */
export function ArrivalSignature({ data, transport }: { data: UserData; transport: Transport }) {
  if (!SIGNED_STATES.includes(transport.etat)) return null;
  return <Signature data={data} transportId={transport.id} />;
}
