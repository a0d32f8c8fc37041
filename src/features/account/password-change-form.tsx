import { useState, type FormEvent } from 'react';
import { authErrorCode } from '@/domain/errors/auth-error-message';
import { checkPasswordChange, passwordChangeErrorMessage } from '@/domain/user/password-change';
import { useServices } from '@/services/services-context';
import { useToasts } from '@/services/toasts';
import { Alert } from '@/ui/alert';
import { TextField } from '@/ui/text-field';

const EMPTY = { current: '', next: '', confirmation: '' };

/** Firebase mode: the current password (the service wants a recent sign-in), the new one twice. */
export function PasswordChangeForm({ online }: { online: boolean }) {
  const { auth } = useServices();
  const { show } = useToasts();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkPasswordChange(form);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await auth.changePassword(form.current, form.next);
      setForm(EMPTY);
      show('Mot de passe modifié.');
    } catch (failure) {
      setError(passwordChangeErrorMessage(authErrorCode(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-subform" onSubmit={submit} aria-labelledby="password-title" noValidate>
      <h3 id="password-title">Changer le mot de passe</h3>
      <TextField
        label="Mot de passe actuel"
        type="password"
        autoComplete="current-password"
        value={form.current}
        onChange={set('current')}
      />
      <TextField
        label="Nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        value={form.next}
        onChange={set('next')}
        hint="6 caractères au moins."
      />
      <TextField
        label="Confirmer le nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        value={form.confirmation}
        onChange={set('confirmation')}
      />
      {error && (
        <Alert tone="danger">
          <p>{error}</p>
        </Alert>
      )}
      <button type="submit" className="button button--primary" disabled={busy || !online}>
        {busy ? 'Modification…' : 'Changer le mot de passe'}
      </button>
    </form>
  );
}
