import { Link } from 'react-router-dom';
import { TRIAL_DAYS } from '@/domain/constants';
import { PATHS } from '@/config/paths';
import { PageTitle } from '@/ui/page-title';

/** /paiement — how paying for a subscription works, for visitors; payment itself is in the dashboard. */
export default function PaymentPage() {
  return (
    <article className="prose">
      <PageTitle>Paiement</PageTitle>
      <p>
        L’abonnement concerne les sociétés d’ambulances, les VTC et les établissements. Les patients
        ne paient rien.
      </p>
      <h2>Essai gratuit</h2>
      <p>
        Chaque compte professionnel commence par {TRIAL_DAYS} jours d’essai, sans moyen de paiement.
        À la fin de l’essai, l’accès aux tableaux de bord est suspendu jusqu’au choix d’une formule ;
        vos données restent conservées.
      </p>
      <h2>Montant</h2>
      <p>
        Le prix mensuel dépend de la taille de votre flotte ou de votre équipe : consultez les{' '}
        <Link to={PATHS.pricing}>tarifs</Link> ou faites une{' '}
        <Link to={PATHS.estimate}>estimation</Link>.
      </p>
      <h2>Règlement</h2>
      <p>
        L’abonnement se règle par virement bancaire SEPA ; aucune carte bancaire n’est demandée. Une
        fois connecté, choisissez une formule dans l’espace « Abonnement » de votre tableau de bord :
        la page « Paiement » affiche le montant mensuel (HT, TVA à 20 % et TTC), les coordonnées
        bancaires du bénéficiaire et la référence à indiquer dans le libellé du virement.
      </p>
      <p>
        Dès réception du virement, un administrateur active l’abonnement ; l’accès s’ouvre sans
        autre démarche. Une question ? Écrivez-nous par la{' '}
        <Link to={PATHS.contact}>page de contact</Link>.
      </p>
      <h2>Résiliation</h2>
      <p>
        L’abonnement est sans engagement : il s’arrête à la fin du mois en cours, sur simple demande.
      </p>
    </article>
  );
}
