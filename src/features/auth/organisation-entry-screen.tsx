import { invitationQuestion } from '@/domain/organisation/join-organisation';
import { ownsOrganisation } from '@/domain/organisation/own-organisation';
import type { User } from '@/domain/user/user';
import { useServices } from '@/services/services-context';
import { useAuth } from '@/services/session/session-context';
import { useAddressSuggest } from '@/data/local/geocoding/use-address-suggest';
import { Alert } from '@/ui/alert';
import { OrganisationIdentityForm } from '@/ui/organisation-identity-form';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { useOrganisationEntry } from './use-organisation-entry';

/**
 * Issue 20: shown by the private routes to a company or clinic account awaiting its organisation — verify the
 * e-mail, then answer « Rejoindre … ? » when a responsable listed it. Nothing joins or founds before that. Issue
 * 25: founding (no invitation, or one declined) asks the organisation's name and identifiers first.
 */
export function OrganisationEntryScreen({ profile }: { profile: User }) {
  const { signOut } = useAuth();
  const entry = useOrganisationEntry(profile);
  const addresses = useAddressSuggest(useServices().geocoder);
  const { state, recheck, resend } = entry;
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
            onClick={() => void entry.accept(invitation)}
          >
            Rejoindre {invitation.organisationName}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => entry.decline(invitation)}
          >
            Refuser l’invitation
          </button>
        </div>
      </>
    );
  } else if (state.step === 'founding') {
    const { declining } = state;
    // Only company and clinic accounts await an organisation (awaitsOrganisation): a patient never gets here.
    const kind = ownsOrganisation(profile.userType) ? profile.userType : 'ambulance';
    const clinic = kind === 'clinique';
    body = (
      <>
        <PageTitle>{clinic ? 'Votre établissement' : 'Votre société'}</PageTitle>
        {declining && (
          <Alert tone="info">
            <p>
              Vous refusez l’invitation de <strong>{declining.organisationName}</strong> : votre
              compte continue avec sa propre organisation.
            </p>
          </Alert>
        )}
        <p>
          {clinic
            ? 'Ces informations nomment votre établissement sur chaque demande de transport, auprès des transporteurs.'
            : 'Ces informations nomment votre société sur chaque transport, auprès des établissements et des patients.'}
        </p>
        <OrganisationIdentityForm
          kind={kind}
          addresses={addresses}
          initial={null}
          onSubmit={entry.found}
        />
        <div className="button-row">
          {declining && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => entry.backToInvitation(declining)}
            >
              Revenir à l’invitation
            </button>
          )}
          {signOutButton}
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
