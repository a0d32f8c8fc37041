import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { PageTitle } from '@/ui/page-title';

const HIGHLIGHTS = [
  {
    title: 'Pour les établissements',
    text: 'Demandez un transport en quelques secondes et suivez chaque étape en direct.',
  },
  {
    title: 'Pour les ambulanciers et VTC',
    text: 'Recevez les demandes adaptées à vos véhicules et acceptez-les d’un geste.',
  },
  {
    title: 'Même sans réseau',
    text: 'Au sous-sol ou en zone blanche, chaque étape est enregistrée et synchronisée dès le retour du réseau.',
  },
] as const;

export default function HomePage() {
  return (
    <div className="home">
      <section className="hero">
        <PageTitle title="Accueil">La coordination des transports de patients, simplement</PageTitle>
        <p className="hero__lead">
          Cliniques, ambulances, VSL et VTC travaillent ensemble sur une seule application, qui
          fonctionne aussi hors ligne.
        </p>
        <div className="hero__actions">
          <Link to={PATHS.auth} className="button button--primary button--large">
            Commencer
          </Link>
          <Link to={PATHS.features} className="button button--secondary button--large">
            Découvrir les fonctionnalités
          </Link>
        </div>
      </section>
      <ul className="card-grid" aria-label="Points forts">
        {HIGHLIGHTS.map((item) => (
          <li key={item.title} className="card">
            <h2>{item.title}</h2>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
