import { useServices } from '@/services/services-context';

/**
 * Password and other sessions belong to the identity service. In demo mode there is none: the accounts are
 * fictitious personas stored in this browser, so there is no password worth changing and no other session.
 */
export function SecuritySection() {
  const { mode, auth } = useServices();
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
          <p>
            Pour changer de mot de passe, déconnectez-vous puis utilisez « Mot de passe oublié » sur
            la page de connexion : un lien de réinitialisation vous est envoyé par e-mail.
          </p>
          <p>
            La déconnexion de vos autres appareils n’est pas encore proposée dans l’application :
            changer votre mot de passe les déconnecte à l’expiration de leur session.
          </p>
        </>
      )}
    </section>
  );
}
