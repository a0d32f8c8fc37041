import { Link, NavLink, Outlet } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { dashboardPathFor } from '@/domain/roles/dashboard-path';
import { hasAccess } from '@/domain/subscription/access';
import { useAuth } from '@/services/session/session-context';
import { AccountMenu } from './account-menu';

const LOGGED_OUT_MENU = [
  { to: PATHS.home, label: 'Accueil' },
  { to: PATHS.mission, label: 'Notre mission' },
  { to: PATHS.features, label: 'Fonctionnalités' },
  { to: PATHS.pricing, label: 'Tarifs' },
] as const;

const FOOTER_LINKS = [
  { to: PATHS.mission, label: 'Notre mission' },
  { to: PATHS.terms, label: 'CGU' },
  { to: PATHS.privacy, label: 'Politique de confidentialité' },
  { to: PATHS.legal, label: 'Mentions légales' },
  { to: PATHS.contact, label: 'Contact' },
] as const;

function useMenu() {
  const { user, profile, effectiveRole } = useAuth();
  if (!user) return LOGGED_OUT_MENU;
  // Spec §2: Dashboard leads to the role's dashboard, or to /tarifs without an active access.
  const dashboard = hasAccess(profile).hasAccess ? dashboardPathFor(effectiveRole) : PATHS.pricing;
  return [
    { to: PATHS.home, label: 'Accueil' },
    { to: dashboard, label: 'Dashboard' },
    { to: '/profil', label: 'Profil' },
  ];
}

/** Public header and footer (spec §2); hidden on /auth and dashboards, which use their own layouts. */
export function PublicLayout() {
  const menu = useMenu();
  return (
    <div className="public-layout">
      <header className="site-header">
        <Link to={PATHS.home} className="brand" aria-label="Transport Sanitaire, accueil">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>Transport Sanitaire</span>
        </Link>
        <nav aria-label="Menu principal">
          <ul className="site-nav">
            {menu.map((item) => (
              <li key={item.label}>
                <NavLink to={item.to} end>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AccountMenu />
      </header>
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
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
        <p>© {new Date().getFullYear()} Transport Sanitaire. Tous droits réservés.</p>
      </footer>
    </div>
  );
}
