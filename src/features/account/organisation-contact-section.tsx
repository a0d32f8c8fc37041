import './organisation-contact.css';
import { useEffect, useState, type FormEvent } from 'react';
import { useAddressSuggest } from '@/data/local/geocoding/use-address-suggest';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { precisionNote, type Place, type PlacePrecision } from '@/domain/geocoding/place';
import { RemoteError, type OrganisationPort, type Viewer } from '@/data/ports';
import {
  coordinatesAsInput,
  parseOrganisationContact,
  type ContactField,
  type OrganisationContactInput,
} from '@/domain/organisation/organisation-contact';
import { CONNECTION_REQUIRED, mayManageTeam, type Team } from '@/domain/organisation/team';
import { devicePosition } from '@/services/device-position';
import { useServices } from '@/services/services-context';
import { useToasts } from '@/services/toasts';
import { AddressCombobox } from '@/ui/address-combobox';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';
import { TextField } from '@/ui/text-field';
import { useDeviceOnline } from '@/ui/use-device-online';

const POSITION_UNAVAILABLE =
  'Position de l’appareil indisponible (localisation refusée ou sans signal) : cherchez l’adresse de la base.';
const BASE_UNLOCATED =
  'Base non localisée : choisissez son adresse dans les suggestions, ou utilisez la position de cet appareil.';

type Errors = Partial<Record<ContactField, string>>;

/** Offline is « Connexion requise »; the server's refusals keep their French message. */
const failureMessage = (error: unknown) =>
  error instanceof RemoteError
    ? error.code === 'unavailable'
      ? CONNECTION_REQUIRED
      : error.message
    : 'Une erreur est survenue : réessayez.';

type Loaded =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; team: Team | null; contact: OrganisationContactInput | null };

/** The team (who may edit) and what the document holds, read together once per viewer. */
function useOrganisationCard(port: OrganisationPort | undefined, viewer: Viewer | undefined) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (!port || !viewer) return undefined;
    let live = true;
    Promise.all([port.loadTeam(viewer), port.loadContact(viewer)]).then(
      ([team, contact]) => live && setLoaded({ state: 'ready', team, contact }),
      (error: unknown) => live && setLoaded({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [port, viewer]);
  return loaded;
}

function ContactForm(props: {
  initial: OrganisationContactInput;
  port: OrganisationPort;
  viewer: Viewer;
}) {
  const { profiles, geocoder } = useServices();
  const addresses = useAddressSuggest(geocoder);
  /** How precisely the coordinates locate the base: null when typed, taken from the device or stored. */
  const [precision, setPrecision] = useState<PlacePrecision | null>(null);
  const { show } = useToasts();
  const online = useDeviceOnline();
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [locating, setLocating] = useState(false);
  const field = (name: ContactField) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const takeDevicePosition = async () => {
    setLocating(true);
    const position = await devicePosition.current();
    setLocating(false);
    if (!position) return setFailure(POSITION_UNAVAILABLE);
    setFailure(null);
    setPrecision(null);
    setValues((current) => ({ ...current, ...coordinatesAsInput(position) }));
  };

  /** Issue 22: the base is chosen by its address; its coordinates come with it. */
  const pickBase = (place: Place) => {
    setPrecision(place.precision);
    setValues((current) => ({
      ...current,
      street: place.rue,
      postalCode: place.codePostal,
      city: place.ville,
      ...(place.coordonnees ? coordinatesAsInput(place.coordonnees) : { lat: '', lng: '' }),
    }));
    void addresses.remember(place).catch(() => undefined);
  };
  const located = values.lat.trim() !== '' && values.lng.trim() !== '';
  const locationStatus = located
    ? [`Base localisée (${values.lat} ; ${values.lng}).`, precisionNote(precision)]
        .filter(Boolean)
        .join(' ')
    : 'Base non localisée.';
  const locationError =
    errors.lat || errors.lng ? (located ? undefined : BASE_UNLOCATED) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseOrganisationContact(values);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await props.port.saveContact(props.viewer, parsed.contact);
      // The device's copy of the card follows at once: « Jobs near me » sorts from the new base, even offline.
      const { role, orgId, uid } = props.viewer;
      await profiles.organisation({ role, orgId, uid });
      show('Téléphone et base de l’organisation enregistrés.');
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="org-contact"
      onSubmit={(event) => void submit(event)}
      aria-label="Téléphone et base"
      noValidate
    >
      <TextField
        label="Téléphone de l’organisation"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        hint="Affiché aux établissements sur les transports que vous acceptez (appel en un geste)."
        {...field('phone')}
      />
      <fieldset className="account-fieldset">
        <legend>Base (lieu de départ des véhicules)</legend>
        <AddressCombobox
          label="Rechercher l’adresse de la base"
          hint="Tapez l’adresse puis choisissez-la : sa position sert à trier les demandes par distance."
          suggest={addresses.suggest}
          onPick={pickBase}
          status={locationStatus}
          error={locationError}
        />
        <TextField
          label="Adresse de la base"
          autoComplete="street-address"
          required
          {...field('street')}
        />
        <TextField
          label="Code postal de la base"
          inputMode="numeric"
          required
          {...field('postalCode')}
        />
        <TextField
          label="Ville de la base"
          autoComplete="address-level2"
          required
          {...field('city')}
        />
        <details
          className="org-contact__coordinates"
          open={located && Boolean(errors.lat || errors.lng)}
        >
          <summary>Corriger les coordonnées à la main</summary>
          <TextField
            label="Latitude"
            inputMode="decimal"
            required
            hint="Ex. 45,7535"
            {...field('lat')}
          />
          <TextField
            label="Longitude"
            inputMode="decimal"
            required
            hint="Ex. 4,8425"
            {...field('lng')}
          />
        </details>
        <button
          type="button"
          className="button button--secondary"
          disabled={locating}
          onClick={() => void takeDevicePosition()}
        >
          {locating ? 'Localisation…' : 'Utiliser la position de cet appareil'}
        </button>
      </fieldset>
      {failure && (
        <Alert tone="danger">
          <p>{failure}</p>
        </Alert>
      )}
      {!online && (
        <Alert tone="warning">
          <p>{CONNECTION_REQUIRED}</p>
        </Alert>
      )}
      <button type="submit" className="button button--primary" disabled={busy || !online}>
        {busy ? 'Enregistrement…' : 'Enregistrer le téléphone et la base'}
      </button>
    </form>
  );
}

/** Read-only for members who do not manage the organisation: they see what the clinics see. */
function ContactSummary({ contact }: { contact: OrganisationContactInput }) {
  const dash = (text: string) => (text.trim() === '' ? 'non renseigné' : text);
  return (
    <dl className="account-facts">
      <div>
        <dt>Téléphone</dt>
        <dd>{dash(contact.phone)}</dd>
      </div>
      <div>
        <dt>Base</dt>
        <dd>{dash([contact.street, contact.postalCode, contact.city].join(' ').trim())}</dd>
      </div>
    </dl>
  );
}

const manages = (team: Team | null, viewer: Viewer, email: string | null) =>
  team !== null && mayManageTeam({ ...viewer, email }, team);

/**
 * Paramètres, companies and clinics (issue 15): the organisation's phone and base, written by a responsable to the
 * organisation document (online, under the rules). The base is where « Jobs near me » measures distances from.
 */
export function OrganisationContactSection({ email }: { email: string | null }) {
  const data = useOptionalUserData();
  const { organisation } = useServices();
  const loaded = useOrganisationCard(organisation, data?.viewer);
  let body;
  if (!organisation || !data) body = <p>Non disponible ici.</p>;
  else if (loaded.state === 'loading') body = <Spinner label="Chargement de la fiche…" />;
  else if (loaded.state === 'error') body = <Alert tone="warning">{loaded.message}</Alert>;
  else if (loaded.contact === null)
    body = <p>Votre compte n’est rattaché à aucune organisation.</p>;
  else if (!manages(loaded.team, data.viewer, email))
    body = (
      <>
        <ContactSummary contact={loaded.contact} />
        <p className="account-muted">Seul un responsable de l’organisation peut les modifier.</p>
      </>
    );
  else body = <ContactForm initial={loaded.contact} port={organisation} viewer={data.viewer} />;
  return (
    <section className="card account-form" aria-labelledby="org-contact-title">
      <h2 id="org-contact-title">Téléphone et base de l’organisation</h2>
      {body}
    </section>
  );
}
