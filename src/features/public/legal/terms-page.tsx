import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { VITAL_EMERGENCY_NOTICE } from '@/domain/transport/emergency-notice';
import { PageTitle } from '@/ui/page-title';

/** /cgu — the rules of the service, including what the P2B and DSA regulations ask platforms to state. */
export default function TermsPage() {
  return (
    <article className="prose">
      <PageTitle>Conditions générales d’utilisation</PageTitle>
      <h2>1. Le service</h2>
      <p>
        Transport Sanitaire met en relation des établissements de santé, des transporteurs
        (ambulances, VSL, taxis conventionnés et VTC) et des patients pour organiser des transports
        programmés. Nous ne réalisons aucun transport : chaque transporteur reste responsable de
        son service, de ses agréments et de sa facturation à l’Assurance Maladie.
      </p>
      <p>
        Les priorités « Urgente » et « Critique » d’une demande signalent un transport programmé à
        assurer vite, pas une urgence médicale. <strong>{VITAL_EMERGENCY_NOTICE}</strong>
      </p>
      <h2>2. Comptes</h2>
      <p>
        Un compte est personnel. Vous gardez votre mot de passe secret et signalez sans délai tout
        usage que vous n’avez pas fait. Les comptes des ambulances, VTC et établissements demandent
        un abonnement (voir les <Link to={PATHS.pricing}>tarifs</Link>) ; les patients utilisent le
        service gratuitement.
      </p>
      <h2>3. Comment les demandes sont présentées</h2>
      <p>
        Une demande est montrée aux transporteurs dont les véhicules conviennent au type de
        transport demandé, par ordre d’urgence puis de date. Aucun transporteur ne paie pour
        apparaître avant un autre.
      </p>
      <h2>4. Vos engagements</h2>
      <ul>
        <li>n’enregistrer que des données exactes et nécessaires au transport ;</li>
        <li>ne consulter les données d’un patient que pour le transport qui le concerne ;</li>
        <li>ne pas tenter d’accéder aux données d’une autre organisation.</li>
      </ul>
      <h2>5. Suspension</h2>
      <p>
        Un compte peut être suspendu en cas d’impayé, d’usage frauduleux ou d’atteinte aux données
        d’autrui. Sauf urgence, nous prévenons avant de suspendre et indiquons le motif.
      </p>
      <h2>6. Hors ligne</h2>
      <p>
        Ce qui est saisi sans réseau est enregistré sur l’appareil et envoyé au retour de la
        connexion. Un changement refusé par le serveur (par exemple un transport annulé entre-temps)
        est conservé dans l’historique avec son motif.
      </p>
      <h2>7. Modifications</h2>
      <p>
        Nous annonçons toute modification de ces conditions au moins 15 jours avant son entrée en
        vigueur.
      </p>
      <h2>8. Réclamations et contact</h2>
      <p>
        Une réclamation ou un signalement de contenu illicite se fait par la{' '}
        <Link to={PATHS.contact}>page de contact</Link> ; nous répondons par écrit. Les informations
        sur l’éditeur figurent dans les <Link to={PATHS.legal}>mentions légales</Link>.
      </p>
    </article>
  );
}
