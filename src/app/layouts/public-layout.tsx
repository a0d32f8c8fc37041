import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { RootLoadingScreen } from '@/app/root-loading-screen';
import { PATHS } from '@/config/paths';
import { useOptionalAuth } from '@/services/session/session-context';
import { LoggedOutHeader } from './header-nav';
import '@/features/public/public-pages.css';

const SignedInHeader = lazy(() => import('./signed-in-header'));

const FOOTER_LINKS = [
  { to: PATHS.mission, label: 'Notre mission' },
  { to: PATHS.features, label: 'Fonctionnalités' },
  { to: PATHS.estimate, label: 'Estimation' },
  { to: PATHS.pricingCpam, label: 'Tarifs CPAM' },
  { to: PATHS.demo, label: 'Démonstration' },
  { to: PATHS.contact, label: 'Contact' },
  { to: PATHS.payment, label: 'Paiement' },
  { to: PATHS.terms, label: 'CGU' },
  { to: PATHS.privacy, label: 'Politique de confidentialité' },
  { to: PATHS.legal, label: 'Mentions légales' },
  { to: PATHS.accessibility, label: 'Accessibilité : partiellement conforme' },
] as const;

/**
 * Public header and footer (spec §2); hidden on /auth and dashboards, which use their own layouts. Renders
 * without a session (prerendered HTML, first paint); the signed-in menu appears once a session runs.
 */
export function PublicLayout() {
  const signedIn = !!useOptionalAuth()?.user;
  return (
    <div className="public-layout">
      <header className="site-header">
        <Link to={PATHS.home} className="brand" aria-label="Transport Sanitaire, accueil">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>Transport Sanitaire</span>
        </Link>
        {signedIn ? (
          <Suspense fallback={<LoggedOutHeader />}>
            <SignedInHeader />
          </Suspense>
        ) : (
          <LoggedOutHeader />
        )}
      </header>
      <main id="main" tabIndex={-1} className="site-main">
        <Suspense fallback={<RootLoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <nav aria-label="Liens du pied de page">
          <ul>
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} Transport Sanitaire. Tous droits réservés.
        </p>
      </footer>
    </div>
  );
}
