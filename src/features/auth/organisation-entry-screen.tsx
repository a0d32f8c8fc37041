import { invitationQuestion } from '@/domain/organisation/join-organisation';
import type { User } from '@/domain/user/user';
import { useAuth } from '@/services/session/session-context';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { useOrganisationEntry } from './use-organisation-entry';

/**
 * Issue 20: shown by the private routes to a company or clinic account awaiting its organisation — verify the
 * e-mail, then answer « Rejoindre … ? » when a responsable listed it. Nothing joins or founds before that.
 */
export function OrganisationEntryScreen({ profile }: { profile: User }) {
  const { signOut } = useAuth();
  const { state, recheck, resend, answer } = useOrganisationEntry(profile);
  const signOutButton = (
    <button type="button" className="button button--ghost" onClick={() => void signOut()}>
      Se déconnecter
    </button>
  );
  let body;
  if (state.step === 'checking' || state.step === 'working') {
    body = <Spinner label={state.step === 'working' ? state.label : 'Vérification du compte…'} />;
  } else if (state.step === 'unverified') {
    body = (
      <>
        <PageTitle>Vérifiez votre adresse e-mail</PageTitle>
        <p>
          Un e-mail de vérification a été envoyé à <strong>{profile.email}</strong>. Ouvrez le lien
          qu’il contient, puis revenez ici et touchez « J’ai vérifié mon adresse ».
        </p>
        <p>
          Cette étape protège votre organisation : si un responsable vous a ajouté(e) à son
          personnel, son invitation vous attend juste après.
        </p>
        {state.notice && (
          <Alert tone="info">
            <p>{state.notice}</p>
          </Alert>
        )}
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => void recheck()}>
            J’ai vérifié mon adresse
          </button>
          <button type="button" className="button button--secondary" onClick={() => void resend()}>
            Renvoyer l’e-mail
          </button>
          {signOutButton}
        </div>
      </>
    );
  } else if (state.step === 'invited') {
    const { invitation } = state;
    body = (
      <>
        <PageTitle>{invitationQuestion(invitation)}</PageTitle>
        <p>
          Le responsable de <strong>{invitation.organisationName}</strong> a ajouté votre adresse{' '}
          <strong>{profile.email}</strong> à son personnel.
        </p>
        <p>
          En acceptant, vous travaillez dans cette organisation, sous son abonnement. En refusant,
          le responsable en est informé et votre compte continue seul, avec sa propre organisation.
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void answer(invitation, true)}
          >
            Rejoindre {invitation.organisationName}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void answer(invitation, false)}
          >
            Refuser l’invitation
          </button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <PageTitle>Une étape n’a pas abouti</PageTitle>
        <Alert tone="danger">
          <p>{state.problem}</p>
        </Alert>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => void recheck()}>
            Réessayer
          </button>
          {signOutButton}
        </div>
      </>
    );
  }
  return (
    <div className="auth-page">
      <section className="auth-card card" aria-live="polite">
        {body}
      </section>
    </div>
  );
}
