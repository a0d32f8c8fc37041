import { useState, type FormEvent } from 'react';
import { ownsOrganisation } from '@/domain/organisation/own-organisation';
import { profileInputErrors, type ProfileInput } from '@/domain/user/profile-input';
import { formatAddress } from '@/domain/user/user-address';
import type { User } from '@/domain/user/user';
import { TextField } from '@/ui/text-field';
import { SaveFooter } from './save-footer';
import { useProfileSave } from './use-profile-save';

const PHONE = /^\+?[0-9 .()-]{6,20}$/;

/** Names, phone, address, company name; the e-mail is the sign-in identity, shown read-only. */
export function ProfileSection({ profile }: { profile: User }) {
  const { save, busy, error } = useProfileSave();
  const [initial, setInitial] = useState(() => ({
    firstName: profile.firstName,
    lastName: profile.lastName,
    displayName: profile.displayName,
    phoneNumber: profile.phoneNumber ?? '',
    address: formatAddress(profile.address),
    company_name: profile.company_name,
  }));
  const [form, setForm] = useState(initial);
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [tooLong, setTooLong] = useState<Partial<Record<keyof ProfileInput, string>>>({});
  const company = ownsOrganisation(profile.userType);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server refuses the same sizes (rules userShape): said here, field by field, before anything is sent.
    const errors = profileInputErrors(form);
    setTooLong(errors ?? {});
    if (errors) return;
    const phone = form.phoneNumber.trim();
    if (phone && !PHONE.test(phone)) {
      setPhoneError('Numéro de téléphone invalide (chiffres, espaces, +, points ou tirets).');
      return;
    }
    setPhoneError(undefined);
    // Compared with what the form started from, so an untouched address keeps its stored shape.
    const written = (values: typeof form) => {
      const { company_name, ...rest } = values;
      return {
        ...rest,
        phoneNumber: values.phoneNumber.trim() || null,
        address: values.address.trim() || null,
        ...(company ? { company_name } : {}),
      };
    };
    // Saved: the next save sends only what changes after this one (the copy already holds it).
    if (await save(written(form), 'Profil enregistré.', written(initial))) setInitial(form);
  };

  return (
    <form
      className="card account-form"
      onSubmit={submit}
      aria-labelledby="profile-title"
      noValidate
    >
      <h2 id="profile-title">Profil</h2>
      <TextField
        label="Adresse e-mail"
        value={profile.email}
        readOnly
        hint="Identifiant de connexion : non modifiable ici."
      />
      <TextField
        label="Prénom"
        value={form.firstName}
        onChange={set('firstName')}
        autoComplete="given-name"
        error={tooLong.firstName}
      />
      <TextField
        label="Nom"
        value={form.lastName}
        onChange={set('lastName')}
        autoComplete="family-name"
        error={tooLong.lastName}
      />
      <TextField
        label="Nom affiché"
        value={form.displayName}
        onChange={set('displayName')}
        error={tooLong.displayName}
      />
      <TextField
        label="Téléphone"
        type="tel"
        value={form.phoneNumber}
        onChange={set('phoneNumber')}
        autoComplete="tel"
        error={tooLong.phoneNumber ?? phoneError}
      />
      <TextField
        label="Adresse postale"
        value={form.address}
        onChange={set('address')}
        autoComplete="street-address"
        error={tooLong.address}
      />
      {company && (
        <TextField
          label="Nom de la société"
          value={form.company_name}
          onChange={set('company_name')}
          error={tooLong.company_name}
        />
      )}
      <SaveFooter busy={busy} error={error} label="Enregistrer le profil" />
    </form>
  );
}
