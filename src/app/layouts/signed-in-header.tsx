import { PATHS } from '@/config/paths';
import { dashboardPathFor } from '@/domain/roles/dashboard-path';
import { hasAccess } from '@/domain/subscription/access';
import { useAuth } from '@/services/session/session-context';
import { AccountMenu } from './account-menu';
import { HeaderNav } from './header-nav';

/** Signed-in menu (spec §2) and « Mon compte »; loaded only once a session runs, with the role rules it needs. */
export default function SignedInHeader() {
  const { profile, effectiveRole } = useAuth();
  // Spec §2: Dashboard leads to the role's dashboard, or to /tarifs without an active access.
  const dashboard = hasAccess(profile).hasAccess ? dashboardPathFor(effectiveRole) : PATHS.pricing;
  const menu = [
    { to: PATHS.home, label: 'Accueil' },
    { to: dashboard, label: 'Dashboard' },
    { to: '/profil', label: 'Profil' },
  ];
  return (
    <>
      <HeaderNav items={menu} />
      <AccountMenu />
    </>
  );
}
