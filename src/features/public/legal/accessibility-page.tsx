import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { PageTitle } from '@/ui/page-title';

/** /accessibilite — an honest short statement: no audit yet, what we do, how to report a barrier. */
export default function AccessibilityPage() {
  return (
    <article className="prose">
      <PageTitle>Déclaration d’accessibilité</PageTitle>
      <p>
        Nous voulons que chacun puisse utiliser Transport Sanitaire, au clavier, avec un lecteur
        d’écran, sur un petit téléphone ou en grands caractères.
      </p>
      <h2>État de conformité</h2>
      <p>
        Le site est <strong>partiellement conforme</strong> au référentiel général d’amélioration de
        l’accessibilité (RGAA 4.1). Aucun audit complet n’a encore été mené : ce statut repose sur nos
        propres vérifications.
      </p>
      <h2>Ce que nous appliquons</h2>
      <ul>
        <li>un lien « Aller au contenu principal » en tête de chaque page ;</li>
        <li>un seul titre principal par page, qui reçoit le focus après chaque navigation ;</li>
        <li>des boutons d’au moins 44 pixels et un focus toujours visible ;</li>
        <li>l’information n’est jamais portée par la seule couleur ;</li>
        <li>chaque champ de formulaire a une étiquette et des erreurs rédigées en français.</li>
      </ul>
      <h2>Limites connues</h2>
      <p>
        Les tableaux de bord, très denses, n’ont pas encore été testés avec tous les lecteurs
        d’écran.
      </p>
      <h2>Signaler un obstacle</h2>
      <p>
        Si vous ne parvenez pas à accéder à un contenu ou à un service, écrivez-nous par la{' '}
        <Link to={PATHS.contact}>page de contact</Link> : nous vous proposerons une alternative. Sans
        réponse satisfaisante, vous pouvez saisir le Défenseur des droits (defenseurdesdroits.fr).
      </p>
    </article>
  );
}
