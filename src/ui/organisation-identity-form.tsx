import './organisation-identity-form.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Place } from '@/domain/geocoding/place';
import type { CompanyKind } from '@/domain/ids/formatted-id';
import {
  parseOrganisationIdentity,
  type OrganisationIdentity,
  type StoredIdentity,
} from '@/domain/organisation/organisation-identity';
import { AddressCombobox, type AddressSuggestions } from '@/ui/address-combobox';
import { Alert } from '@/ui/alert';
import { TextField } from '@/ui/text-field';

type Field = 'name' | 'rue' | 'codePostal' | 'ville' | 'siret' | 'finess';
type Values = Record<Field, string>;

const valuesOf = (stored: StoredIdentity | null): Values => ({
  name: stored?.name ?? '',
  rue: stored?.adresse.rue ?? '',
  codePostal: stored?.adresse.codePostal ?? '',
  ville: stored?.adresse.ville ?? '',
  siret: stored?.siret ?? '',
  finess: stored?.finess ?? '',
});

/** What the form calls the organisation, by kind: a clinic is an establishment, the others companies. */
const WORDING = {
  clinique: { name: 'Nom de l’établissement', submit: 'Créer mon établissement' },
  ambulance: { name: 'Nom de la société', submit: 'Créer ma société' },
  vtc: { name: 'Nom de la société', submit: 'Créer ma société' },
} as const satisfies Record<CompanyKind, { name: string; submit: string }>;

interface Props {
  kind: CompanyKind;
  /** The address field's sources (the caller's geocoder) and the address book that remembers a pick. */
  addresses: {
    suggest(query: string, limit: number): Promise<AddressSuggestions>;
    remember(place: Place): Promise<void>;
  };
  /** What the document already holds (Paramètres completing an older organisation); null at founding. */
  initial: StoredIdentity | null;
  /** The button; founding's by default (« Créer mon établissement », « Créer ma société »). */
  submitLabel?: string;
  /** Founds under the identity; resolves to the server's French refusal, or null once founded. */
  onSubmit(identity: OrganisationIdentity): Promise<string | null>;
}

/**
 * Issue 25 (presentational: the caller founds or saves): who the organisation is — name, address, SIRET and, for a clinic, FINESS — checked by the domain
 * schema (Luhn key included) with one French message per field; the first wrong field takes the focus. What was
 * typed stays on a refused submit, whether the device or the server refused it.
 */
export function OrganisationIdentityForm({
  kind,
  addresses,
  initial,
  submitLabel,
  onSubmit,
}: Props) {
  const [values, setValues] = useState<Values>(() => valuesOf(initial));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const wording = WORDING[kind];

  useEffect(() => {
    if (focusRequest > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const pick = (place: Place) => {
    setValues((current) => ({
      ...current,
      rue: place.rue,
      codePostal: place.codePostal,
      ville: place.ville,
    }));
    void addresses.remember(place).catch(() => undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const { rue, codePostal, ville, finess, ...rest } = values;
    const parsed = parseOrganisationIdentity(kind, {
      ...rest,
      adresse: { rue, codePostal, ville },
      ...(kind === 'clinique' ? { finess } : {}),
    });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    const problem = await onSubmit(parsed.identity);
    // Refused: the form stays as typed. Accepted: founding replaces this screen; Paramètres keeps the form.
    setFailure(problem);
    setBusy(false);
  };

  return (
    <form
      ref={formRef}
      className="org-identity"
      aria-label="Identité de l’organisation"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <TextField label={wording.name} autoComplete="organization" {...field('name')} />
      <fieldset className="org-identity__address">
        <legend>Adresse</legend>
        <AddressCombobox
          label="Rechercher l’adresse"
          hint="Tapez l’adresse puis choisissez-la, ou remplissez les champs ci-dessous."
          suggest={addresses.suggest}
          onPick={pick}
        />
        <TextField label="Numéro et rue" autoComplete="address-line1" {...field('rue')} />
        <div className="org-identity__town">
          <TextField
            label="Code postal"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            {...field('codePostal')}
          />
          <TextField label="Ville" autoComplete="address-level2" {...field('ville')} />
        </div>
      </fieldset>
      <TextField
        label="Numéro SIRET"
        inputMode="numeric"
        hint="14 chiffres, sur votre extrait Kbis ou votre avis de situation Insee."
        {...field('siret')}
      />
      {kind === 'clinique' && (
        <TextField
          label="Numéro FINESS"
          hint="9 caractères, celui de l’établissement (finess.sante.gouv.fr)."
          {...field('finess')}
        />
      )}
      {failure && (
        <Alert tone="danger">
          <p>{failure}</p>
        </Alert>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Enregistrement…' : (submitLabel ?? wording.submit)}
      </button>
    </form>
  );
}
