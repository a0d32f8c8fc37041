import { COMPANY } from '@/config/company';
import { PageTitle } from '@/ui/page-title';
import { CompanyFacts } from './company-facts';

/** /mentions-legales — what the LCEN (loi 2004-575, art. 6-III) requires a publisher to show. */
export default function LegalNoticePage() {
  const c = COMPANY;
  return (
    <article className="prose">
      <PageTitle>Mentions légales</PageTitle>
      <p>
        Ces informations sont exigées par la loi pour la confiance dans l’économie numérique (loi
        n° 2004-575 du 21 juin 2004). Les champs marqués « À compléter » attendent la configuration
        de l’éditeur : nous ne les remplissons pas à sa place.
      </p>
      <h2>Éditeur</h2>
      <CompanyFacts
        fields={[c.name, c.legalForm, c.capital, c.address, c.rcs, c.vat, c.phone, c.email]}
      />
      <h2>Publication</h2>
      <CompanyFacts fields={[c.director]} />
      <h2>Hébergement</h2>
      <CompanyFacts fields={[c.hostName, c.hostAddress, c.hostPhone]} />
      <p>
        Les données de santé sont confiées à un hébergeur certifié HDS, comme l’impose l’article
        L1111-8 du code de la santé publique :
      </p>
      <CompanyFacts fields={[c.healthDataHost]} />
      <h2>Activité réglementée</h2>
      <p>
        Transport Sanitaire est un outil de coordination : il ne réalise pas lui-même de transport.
        Les ambulanciers, VSL et taxis conventionnés qui l’utilisent restent titulaires de leurs
        propres agréments et conventions avec l’Assurance Maladie.
      </p>
    </article>
  );
}
