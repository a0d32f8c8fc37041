import { useEffect, useState } from 'react';
import { useAddressSuggest } from '@/data/local/geocoding/use-address-suggest';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { errorMessage } from '@/domain/errors/service-result';
import {
  identityComplete,
  type OrganisationIdentity,
  type StoredIdentity,
} from '@/domain/organisation/organisation-identity';
import { ownsOrganisation } from '@/domain/organisation/own-organisation';
import { mayManageTeam, type Team } from '@/domain/organisation/team';
import { useServices } from '@/services/services-context';
import { useToasts } from '@/services/toasts';
import { Alert } from '@/ui/alert';
import { OrganisationIdentityForm } from '@/ui/organisation-identity-form';
import { Spinner } from '@/ui/spinner';

type Loaded =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; team: Team | null; identity: StoredIdentity | null };

const dash = (text: string) => (text.trim() === '' ? 'non renseigné' : text);

function IdentityFacts({ identity, clinic }: { identity: StoredIdentity; clinic: boolean }) {
  const { rue, codePostal, ville } = identity.adresse;
  return (
    <dl className="account-facts">
      <div>
        <dt>Nom</dt>
        <dd>{dash(identity.name)}</dd>
      </div>
      <div>
        <dt>Adresse</dt>
        <dd>{dash([rue, codePostal, ville].join(' ').trim())}</dd>
      </div>
      <div>
        <dt>SIRET</dt>
        <dd>{dash(identity.siret)}</dd>
      </div>
      {clinic && (
        <div>
          <dt>FINESS</dt>
          <dd>{dash(identity.finess)}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * Paramètres, issue 25: who the organisation is (name, address, SIRET, FINESS for a clinic), as rides name it. An
 * organisation founded before the identity was asked lacks it: a responsable completes it here.
 */
export function OrganisationIdentitySection({ email }: { email: string | null }) {
  const data = useOptionalUserData();
  const { organisation, geocoder } = useServices();
  const addresses = useAddressSuggest(geocoder);
  const { show } = useToasts();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const viewer = data?.viewer;
  useEffect(() => {
    if (!organisation || !viewer) return undefined;
    let live = true;
    Promise.all([organisation.loadTeam(viewer), organisation.loadIdentity(viewer)]).then(
      ([team, identity]) => live && setLoaded({ state: 'ready', team, identity }),
      (error: unknown) => live && setLoaded({ state: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [organisation, viewer]);

  let body;
  if (!organisation || !viewer || !ownsOrganisation(viewer.role)) body = <p>Non disponible ici.</p>;
  else if (loaded.state === 'loading') body = <Spinner label="Chargement de l’identité…" />;
  else if (loaded.state === 'error') body = <Alert tone="warning">{loaded.message}</Alert>;
  else if (loaded.identity === null)
    body = <p>Votre compte n’est rattaché à aucune organisation.</p>;
  else {
    const { identity, team } = loaded;
    const kind = viewer.role;
    const manages = team !== null && mayManageTeam({ ...viewer, email }, team);
    const save = async (declared: OrganisationIdentity) => {
      try {
        await organisation.saveIdentity(viewer, declared);
        setLoaded({
          state: 'ready',
          team,
          identity: { ...declared, finess: declared.finess ?? '' },
        });
        show('Identité de l’organisation enregistrée.');
        return null;
      } catch (error) {
        return errorMessage(error);
      }
    };
    body =
      identityComplete(kind, identity) || !manages ? (
        <IdentityFacts identity={identity} clinic={kind === 'clinique'} />
      ) : (
        <>
          <Alert tone="info">
            <p>
              Votre organisation a été créée avant que ces informations soient demandées :
              complétez-les pour que les transports la nomment.
            </p>
          </Alert>
          <OrganisationIdentityForm
            kind={kind}
            addresses={addresses}
            initial={identity}
            submitLabel="Enregistrer l’identité"
            onSubmit={save}
          />
        </>
      );
  }
  return (
    <section className="card account-form" aria-labelledby="org-identity-title">
      <h2 id="org-identity-title">Identité de l’organisation</h2>
      {body}
    </section>
  );
}
