import { useServices } from '@/services/services-context';
import { Alert } from '@/ui/alert';
import { useDeviceOnline } from '@/ui/use-device-online';
import { OtherSessionsForm } from './other-sessions-form';
import { PasswordChangeForm } from './password-change-form';

/**
 * Password and other sessions belong to the identity service. In demo mode there is none: the accounts are
 * fictitious personas stored in this browser, so there is no password worth changing and no other session.
 */
export function SecuritySection() {
  const { mode, auth } = useServices();
  const online = useDeviceOnline();
  const demo = mode === 'local' || auth.kind === 'demo';
  return (
    <section className="card" aria-labelledby="security-title">
      <h2 id="security-title">Sécurité</h2>
      {demo ? (
        <p>
          Mode démonstration : les comptes sont fictifs et n’existent que dans ce navigateur. Le
          changement de mot de passe et la déconnexion des autres appareils ne s’appliquent donc pas
          ici.
        </p>
      ) : (
        <>
          {!online && (
            <Alert tone="info">
              <p>Connexion requise pour changer de mot de passe ou déconnecter vos appareils.</p>
            </Alert>
          )}
          <PasswordChangeForm online={online} />
          <OtherSessionsForm online={online} />
        </>
      )}
    </section>
  );
}
