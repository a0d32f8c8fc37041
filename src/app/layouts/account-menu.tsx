import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useServices } from '@/services/services-context';
import { useAuth } from '@/services/session/session-context';
import { useDismiss } from '@/ui/use-dismiss';
import { useSignOutFlow } from './use-sign-out';

/** « Connexion » when signed out; « Mon compte » with {email}, Tarifs, Facturation, Se déconnecter (spec §2). */
export function AccountMenu() {
  const { user } = useAuth();
  const { billingAccountEmail } = useServices();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const signOut = useSignOutFlow();

  useDismiss(open, () => setOpen(false), [container]);

  if (!user) {
    return (
      <Link to={PATHS.auth} className="button button--primary account-button">
        Connexion
      </Link>
    );
  }
  const showsBilling = !!billingAccountEmail && user.email.toLowerCase() === billingAccountEmail;
  return (
    <div className="account-menu" ref={container}>
      <button
        type="button"
        className="button button--secondary account-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Mon compte
      </button>
      {open && (
        <div id={menuId} className="account-menu__panel">
          <p className="account-menu__email">{user.email}</p>
          <ul>
            <li>
              <Link to={PATHS.pricing} onClick={() => setOpen(false)}>
                Tarifs
              </Link>
            </li>
            {showsBilling && (
              <li>
                <Link to={PATHS.billing} onClick={() => setOpen(false)}>
                  Facturation
                </Link>
              </li>
            )}
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  void signOut.request();
                }}
              >
                Se déconnecter
              </button>
            </li>
          </ul>
        </div>
      )}
      {signOut.dialog}
    </div>
  );
}
