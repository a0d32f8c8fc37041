import { useState, type FormEvent } from 'react';
import { TextField } from '@/ui/text-field';
import type { FieldErrors } from './auth-schemas';

interface SignInFormProps {
  busy: boolean;
  /** False until the page runs: the prerendered button stays disabled (see useHydrated). */
  ready?: boolean;
  onSubmit(email: string, password: string): void;
}

export function SignInForm({ busy, ready = true, onSubmit }: SignInFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    // zod loads on the first submission: /auth is prerendered and its first load stays as light as the public
    // pages' (README, « Public site »).
    const { fieldErrors, signInSchema } = await import('./auth-schemas');
    const parsed = signInSchema.safeParse(data);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    onSubmit(parsed.data.email, parsed.data.password);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Connexion">
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
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <button
        type="submit"
        className="button button--primary button--block button--large"
        disabled={busy || !ready}
      >
        {busy ? 'Connexion…' : 'Se connecter'}
      </button>
    </form>
  );
}
