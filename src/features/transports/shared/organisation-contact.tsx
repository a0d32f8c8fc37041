import { telHref } from '@/domain/transport/directions';

/**
 * An organisation of the ride as a person reads it: its name, and its phone as a tap-to-call link when the ride
 * carries one. Its internal id is never shown; a ride written before names were copied says so.
 */
export function OrganisationContact({
  name,
  phone,
  unnamed,
}: {
  name: string | undefined;
  phone: string | undefined;
  unnamed: string;
}) {
  const call = phone ? telHref(phone) : null;
  return (
    <>
      {name ?? unnamed}
      {call && (
        <>
          {' — '}
          <a href={call}>
            <span className="visually-hidden">Appeler au </span>
            {phone}
          </a>
        </>
      )}
    </>
  );
}
