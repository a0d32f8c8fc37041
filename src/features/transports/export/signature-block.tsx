import { useEffect, useMemo } from 'react';
import { signatureSummary, type RideSignature } from '@/domain/transport/ride-signature';
import { Spinner } from '@/ui/spinner';
import './signature-block.css';

/** The drawn signature as an image (its bytes from the phone or the server), or what stands for it. */
export function SignatureBlock({
  signature,
}: {
  signature: RideSignature | null | 'unknown' | undefined;
}) {
  const url = useMemo(() => {
    if (!signature || signature === 'unknown' || !signature.bytes || !signature.mime) return null;
    return URL.createObjectURL(new Blob([signature.bytes.slice()], { type: signature.mime }));
  }, [signature]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (signature === undefined) return <Spinner label="Lecture de la signature…" />;
  if (signature === 'unknown')
    return <p>Signature non consultable hors ligne : reconnectez-vous pour l’afficher.</p>;
  return (
    <>
      <p>{signatureSummary(signature)}.</p>
      {url && <img className="proof__signature" src={url} alt="Signature recueillie à l’arrivée" />}
    </>
  );
}
