import { useState, type FormEvent } from 'react';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { authErrorCode } from '@/domain/errors/auth-error-message';
import { PASSWORD_MESSAGES, passwordChangeErrorMessage } from '@/domain/user/password-change';
import { SESSIONS_REVOKED_FIELD } from '@/domain/user/profile-operation';
import { useAuth } from '@/services/session/session-context';
import { useServices } from '@/services/services-context';
import { useToasts } from '@/services/toasts';
import { Alert } from '@/ui/alert';
import { TextField } from '@/ui/text-field';

/**
 * « Se déconnecter des autres appareils », Firebase mode. The client cannot revoke another device's tokens: after
 * re-authenticating, this session's sign-in time goes on the profile (`sessions_revoked_at`, through the outbox)
 * and every session that signed in earlier signs itself out when it reads the profile (SessionRevocationGuard).
 */
export function OtherSessionsForm({ online }: { online: boolean }) {
  const { auth, clock } = useServices();
  const { profile } = useAuth();
  const data = useOptionalUserData();
  const { show } = useToasts();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(PASSWORD_MESSAGES.currentMissing);
      return;
    }
    if (!profile || !data) return;
    setError(null);
    setBusy(true);
    try {
      const signedInAt = await auth.reauthenticate(password);
      const queued = await data.act({
        kind: 'profile.update',
        opId: data.newOpId(),
        uid: profile.uid,
        changes: { [SESSIONS_REVOKED_FIELD]: signedInAt },
        deviceTime: clock.now(),
      });
      if (!queued.ok) throw new Error(queued.refusal.reason);
      setPassword('');
      show('Déconnexion des autres appareils demandée.');
    } catch (failure) {
      const code = authErrorCode(failure);
      setError(
        code
          ? passwordChangeErrorMessage(code)
          : failure instanceof Error
            ? failure.message
            : 'Erreur inconnue.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-subform" onSubmit={submit} aria-labelledby="sessions-title" noValidate>
      <h3 id="sessions-title">Autres appareils</h3>
      <p>
        Vos autres appareils connectés à ce compte se déconnectent dès qu’ils relisent votre profil
        : à l’ouverture de l’application, au retour du réseau, ou toutes les 5 minutes quand elle
        est ouverte. Cet appareil-ci reste connecté.
      </p>
      <p className="field__hint">
        Limites : un appareil resté hors ligne garde l’accès aux données déjà enregistrées sur lui
        jusqu’à ce qu’il se reconnecte. Le jeton de connexion d’un appareil déjà ouvert reste
        valable auprès du serveur jusqu’à une heure. Pour couper aussi ces jetons, changez votre mot
        de passe.
      </p>
      {profile?.sessions_revoked_at != null && (
        <p>
          Dernière demande :{' '}
          {new Date(profile.sessions_revoked_at).toLocaleString('fr-FR', {
            timeZone: 'Europe/Paris',
            dateStyle: 'long',
            timeStyle: 'short',
          })}
          .
        </p>
      )}
      <TextField
        label="Mot de passe actuel (confirmation)"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error && (
        <Alert tone="danger">
          <p>{error}</p>
        </Alert>
      )}
      <button type="submit" className="button" disabled={busy || !online}>
        {busy ? 'Déconnexion…' : 'Se déconnecter des autres appareils'}
      </button>
    </form>
  );
}
