import { useState, type FormEvent } from 'react';
import type { SignUpInput } from '@/services/session/session-context';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { fieldErrors, SIGN_UP_ROLES, signUpSchema, type FieldErrors } from './auth-schemas';

interface SignUpFormProps {
  busy: boolean;
  onSubmit(input: SignUpInput): void;
}

export function SignUpForm({ busy, onSubmit }: SignUpFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = signUpSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    onSubmit(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Création de compte">
      <TextField
        label="Nom complet"
        name="displayName"
        autoComplete="name"
        required
        error={errors.displayName}
      />
      <TextField
        label="Adresse e-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <TextField
        label="Mot de passe"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="Au moins 6 caractères."
        required
        error={errors.password}
      />
      <SelectField
        label="Vous êtes"
        name="requestedRole"
        options={SIGN_UP_ROLES}
        defaultValue="patient"
        hint="Invité(e) par votre employeur ? Choisissez le type de son organisation : son invitation vous sera proposée une fois votre adresse e-mail vérifiée."
      />
      <button
        type="submit"
        className="button button--primary button--block button--large"
        disabled={busy}
      >
        {busy ? 'Création du compte…' : 'Créer mon compte'}
      </button>
    </form>
  );
}
