import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { ACCOUNT_MESSAGES } from '@/domain/subscription/account-standing';
import { useAuth } from '@/services/session/session-context';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';

/**
 * An account an administrator switched off (`isActive: false`): the server refuses its writes and patient data
 * (issue 21), so the private pages say why once, instead of every action failing with « Accès refusé ».
 */
export function AccountDisabledScreen() {
  const { signOut } = useAuth();
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    try {
      await signOut();
    } catch {
      // A failed sign-out is stored by the session and shown by the app shell.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="auth-page">
      <div className="auth-card card">
        <PageTitle>Compte désactivé</PageTitle>
        <Alert tone="danger">
          <p>{ACCOUNT_MESSAGES.inactive}</p>
        </Alert>
        <p>
          Les transports déjà enregistrés ne sont pas perdus. Pour réactiver le compte, écrivez-nous
          depuis la page <Link to={PATHS.contact}>Contact</Link>.
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void leave()}
          >
            Se déconnecter
          </button>
        </div>
      </div>
    </div>
  );
}
