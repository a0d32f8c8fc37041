import { Link, NavLink } from 'react-router-dom';
import { PATHS } from '@/config/paths';

export interface MenuItem {
  to: string;
  label: string;
}

export const LOGGED_OUT_MENU: readonly MenuItem[] = [
  { to: PATHS.home, label: 'Accueil' },
  { to: PATHS.mission, label: 'Notre mission' },
  { to: PATHS.features, label: 'Fonctionnalités' },
  { to: PATHS.pricing, label: 'Tarifs' },
];

export function HeaderNav({ items }: { items: readonly MenuItem[] }) {
  return (
    <nav aria-label="Menu principal">
      <ul className="site-nav">
        {items.map((item) => (
          <li key={item.label}>
            <NavLink to={item.to} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The header's right-hand side for visitors (spec §2: « Connexion »). */
export function LoggedOutHeader() {
  return (
    <>
      <HeaderNav items={LOGGED_OUT_MENU} />
      <Link to={PATHS.auth} className="button button--primary account-button">
        Connexion
      </Link>
    </>
  );
}
