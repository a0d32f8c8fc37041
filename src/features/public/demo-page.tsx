import { useContext, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { ServicesContext } from '@/services/services-context';
import { useOptionalAuth } from '@/services/session/session-context';
import { useRequestSession } from '@/services/session/session-requirement';
import { PageTitle } from '@/ui/page-title';

type DemoRole = 'clinique' | 'ambulance' | 'vtc' | 'patient' | 'admin';

const DEMO_ROLES: readonly { role: DemoRole; title: string; enter: string; text: string }[] = [
  {
    role: 'clinique',
    title: 'Établissement',
    enter: 'Entrer comme établissement',
    text: 'Demander un transport et suivre ses demandes.',
  },
  {
    role: 'ambulance',
    title: 'Ambulancier',
    enter: 'Entrer comme ambulancier',
    text: 'Accepter des demandes et faire avancer un transport.',
  },
  {
    role: 'vtc',
    title: 'VTC',
    enter: 'Entrer comme chauffeur VTC',
    text: 'Voir les courses disponibles et à venir.',
  },
  { role: 'patient', title: 'Patient', enter: 'Entrer comme patient', text: 'Suivre ses transports.' },
  {
    role: 'admin',
    title: 'Administrateur',
    enter: 'Entrer comme administrateur',
    text: 'Voir l’application avec les yeux de chaque rôle.',
  },
];

/**
 * /accueil/demo — pick a role and land on its dashboard, signed in as the demo persona of that role. The session
 * (and the demo data) loads only after the click. Where the app runs on Firebase, there are no personas: say how
 * to get a demo instead.
 */
export default function DemoPage() {
  const requestSession = useRequestSession();
  const session = useOptionalAuth();
  const services = useContext(ServicesContext);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<DemoRole | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const noPersonas = services !== null && !services.demoPersonas?.length;

  useEffect(() => {
    if (!chosen || !session || session.initializing || !services) return;
    const persona = services.demoPersonas?.find((candidate) => candidate.role === chosen);
    if (!persona) return;
    let cancelled = false;
    const enter = session.user ? session.signOut() : Promise.resolve();
    enter
      .then(() => session.signIn(persona.email, persona.password))
      .then(() => {
        if (!cancelled) navigate(PATHS.dashboard);
      })
      .catch(() => {
        if (!cancelled) setFailure('La démonstration n’a pas pu démarrer. Réessayez.');
      });
    return () => {
      cancelled = true;
    };
    // `session` changes while signing in; the attempt runs once per choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen, !!session, session?.initializing, services]);

  const choose = (role: DemoRole) => {
    setFailure(null);
    setChosen(role);
    void requestSession();
  };

  return (
    <div className="demo-page">
      <PageTitle>Démonstration</PageTitle>
      <p className="hero__lead">
        Choisissez un rôle : vous entrez dans l’application avec des données fictives, créées dans
        votre navigateur. Rien n’est envoyé sur Internet.
      </p>
      {noPersonas ? (
        <p className="notice" role="status">
          Cette installation est reliée à de vrais comptes : la démonstration libre n’y est pas
          ouverte. <Link to={PATHS.contact}>Demandez un accès de démonstration</Link>, nous vous
          créons un compte d’essai.
        </p>
      ) : (
        <ul className="card-grid" aria-label="Rôles de démonstration">
          {DEMO_ROLES.map((item) => (
            <li key={item.role} className="card">
              <h2>{item.title}</h2>
              <p>{item.text}</p>
              <button
                type="button"
                className="button button--primary"
                disabled={chosen !== null && !failure}
                onClick={() => choose(item.role)}
              >
                {chosen === item.role && !failure ? 'Ouverture…' : item.enter}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
