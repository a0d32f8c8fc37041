import { Link } from 'react-router-dom';
import { COMPANY } from '@/config/company';
import { PATHS } from '@/config/paths';
import { PageTitle } from '@/ui/page-title';

/** /politique-confidentialite — the information of RGPD art. 13, health data (art. 9), HDS hosting, CNIL. */
export default function PrivacyPage() {
  return (
    <article className="prose">
      <PageTitle>Politique de confidentialité</PageTitle>
      <p>
        Organiser un transport de patient suppose de connaître son nom, son adresse et parfois son
        état de santé (position allongée, fauteuil, oxygène). Voici ce que nous en faisons.
      </p>
      <h2>Responsable du traitement</h2>
      <p>
        {COMPANY.name.value}, {COMPANY.address.value}. Délégué à la protection des données :{' '}
        {COMPANY.dpo.value}.
      </p>
      <h2>Données traitées et finalités</h2>
      <ul>
        <li>
          Comptes des professionnels (nom, e-mail, organisation, rôle) : vous donner accès au service
          et gérer l’abonnement — exécution du contrat.
        </li>
        <li>
          Données des patients transportés (identité, adresses, besoins de transport) : organiser le
          transport demandé par l’établissement — gestion des services de santé (RGPD art. 9.2.h).
        </li>
        <li>
          Positions GPS des étapes d’un transport : prouver le service rendu — exécution du contrat.
        </li>
        <li>Messages du formulaire de contact : vous répondre — intérêt légitime.</li>
      </ul>
      <p>
        Les informations marquées obligatoires le sont parce que le transport ne peut pas être
        organisé sans elles. Aucune décision n’est prise par un traitement automatisé : un
        transporteur accepte toujours lui-même une demande.
      </p>
      <h2>Destinataires</h2>
      <p>
        L’établissement demandeur et le transporteur qui accepte le transport. Un transporteur ne voit
        l’identité du patient qu’après avoir accepté. Nos sous-traitants techniques n’y accèdent que
        pour faire fonctionner le service.
      </p>
      <h2>Hébergement</h2>
      <p>
        Les données de santé sont hébergées chez un hébergeur certifié HDS ({COMPANY.healthDataHost.value}),
        dans l’Espace économique européen, comme le demandent l’article L1111-8 du code de la santé
        publique et le référentiel HDS (arrêté du 26 avril 2024). Tout accès depuis l’extérieur de
        l’EEE serait indiqué ici avec ses garanties.
      </p>
      <h2>Durées de conservation (proposées, à valider)</h2>
      <ul>
        <li>Compte : pendant l’abonnement, puis 3 ans pour répondre à une réclamation.</li>
        <li>
          Transports et leur historique : durée fixée avec l’établissement, dans la limite de ses
          propres obligations d’archivage.
        </li>
        <li>
          Sur l’appareil : les données d’un utilisateur sont effacées de son téléphone ou de son
          navigateur quand il se déconnecte.
        </li>
        <li>Messages de contact : 1 an.</li>
      </ul>
      <h2>Cookies et stockage local</h2>
      <p>
        Aucun cookie publicitaire ni de mesure d’audience. L’application garde sur l’appareil ce qui
        lui est nécessaire pour fonctionner hors ligne (session, transports en cours, préférences) :
        ce stockage strictement nécessaire ne demande pas de consentement.
      </p>
      <h2>Vos droits</h2>
      <p>
        Vous pouvez demander l’accès à vos données, leur rectification, leur effacement, la
        limitation du traitement, vous y opposer et demander leur portabilité, et retirer un
        consentement donné. Écrivez au délégué à la protection des données ou passez par la{' '}
        <Link to={PATHS.contact}>page de contact</Link>. Si notre réponse ne vous satisfait pas, vous
        pouvez saisir la CNIL (cnil.fr).
      </p>
      <h2>À faire valider</h2>
      <p className="notice">
        Un traitement de données de santé peut demander des formalités préalables auprès de la CNIL
        et une analyse d’impact. Cette politique sera revue par un juriste avant la mise en
        production.
      </p>
    </article>
  );
}
