import { PATHS } from '@/config/paths';
import { dashboardPathFor } from '@/domain/roles/dashboard-path';
import { useAuth } from '@/services/session/session-context';
import { useAccess } from '@/services/session/use-access';
import { AccountMenu } from './account-menu';
import { HeaderNav } from './header-nav';

/** Signed-in menu (spec §2) and « Mon compte »; loaded only once a session runs, with the role rules it needs. */
export default function SignedInHeader() {
  const { effectiveRole } = useAuth();
  const access = useAccess();
  // Spec §2: Dashboard leads to the role's dashboard, or to /tarifs without an active access (own or the
  // organisation's, issue 13; while the organisation's is being read, the dashboard's guard decides).
  const dashboard =
    access === 'loading' || access.hasAccess ? dashboardPathFor(effectiveRole) : PATHS.pricing;
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
