import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { showSystemNotification } from '@/app/pwa/sw-bridge';
import { RootLoadingScreen } from '@/app/root-loading-screen';
import { PageLoadBoundary } from '@/app/routes/page-load-boundary';
import { PATHS } from '@/config/paths';
import type { UserType } from '@/domain/shared/role';
import { useServices } from '@/services/services-context';
import { useAuth } from '@/services/session/session-context';
import { useMemberRole } from '@/services/session/use-member-role';
import { useDismiss } from '@/ui/use-dismiss';
import { AccountMenu } from './account-menu';
import { navItemsFor, type NavItem } from './dashboard-nav';
import { MessagesNavLabel } from '@/features/transports/messages/messages-nav-label';
import { FeatureComingModal } from './feature-coming-modal';
import { ImpersonationSwitcher } from './impersonation-switcher';
import { SyncStatus } from './sync-status';
import { AccessEndedBanner } from './access-ended-banner';
import { FirstScreenRelease } from '@/services/first-screen/use-stored-first-screen';

/**
 * The bell loads after the header (its own chunk: ~1 KiB gzip out of every dashboard’s first load): it shows nothing
 * until the device data is open anyway, which comes later than its script.
 */
const NotificationsButton = lazy(() =>
  import('@/features/notifications/notifications-button').then((module) => ({
    default: module.NotificationsButton,
  })),
);

/** The list of changes to review, opened from the sync indicator: loaded only when asked for. */
const SyncProblemsDialog = lazy(() => import('@/features/sync/sync-problems-dialog'));

/** Where a notification's transport opens, by document id: each role's own transport page. */
const TRANSPORT_PAGES: Partial<Record<UserType, string>> = {
  clinique: PATHS.cliniqueTransports,
  ambulance: PATHS.ambulanceTransports,
  vtc: PATHS.vtcTransports,
  patient: PATHS.myTransports,
};

function notificationTransportPath(role: UserType | null) {
  const base = role === null ? undefined : TRANSPORT_PAGES[role];
  return base === undefined ? undefined : (id: string) => `${base}/${encodeURIComponent(id)}`;
}

/**
 * Dashboards: header with sync status, notifications and account, sidebar per role. On phones the sidebar is a
 * sheet rising from the bottom edge (within a thumb's reach) over a backdrop: a tap outside, Escape or a
 * navigation closes it, and focus returns to « Menu ».
 */
export function DashboardLayout() {
  const { effectiveRole } = useAuth();
  const { mode } = useServices();
  const [menuOpen, setMenuOpen] = useState(false);
  const [coming, setComing] = useState<string | null>(null);
  const [problemsOpen, setProblemsOpen] = useState(false);
  const closeProblems = useCallback(() => setProblemsOpen(false), []);
  const { pathname } = useLocation();
  const items = navItemsFor(effectiveRole ?? 'patient', useMemberRole());
  const transportPath = useMemo(() => notificationTransportPath(effectiveRole), [effectiveRole]);
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    // Navigating closes the phone drawer.
    setLastPath(pathname);
    setMenuOpen(false);
  }
  const menuButton = useRef<HTMLButtonElement>(null);
  const sidebar = useRef<HTMLElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);
  // The backdrop counts as inside: it closes on its own click, so a tap outside never reaches the page below.
  useDismiss(menuOpen, closeMenu, [sidebar, menuButton, backdrop]);
  useEffect(() => {
    if (menuOpen) sidebar.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [menuOpen]);

  const renderItem = (item: NavItem) =>
    item.coming ? (
      <button type="button" className="sidebar__link" onClick={() => setComing(item.label)}>
        {item.label}
        <span className="sidebar__soon">Bientôt</span>
      </button>
    ) : (
      <NavLink to={item.to} className="sidebar__link" end>
        {item.to === PATHS.messages ? <MessagesNavLabel label={item.label} /> : item.label}
      </NavLink>
    );

  return (
    <div className="dashboard-layout">
      <FirstScreenRelease />
      <header className="dashboard-header">
        <button
          ref={menuButton}
          type="button"
          className="dashboard-header__menu button button--ghost"
          aria-expanded={menuOpen}
          aria-controls="dashboard-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <Link to={PATHS.home} className="brand" aria-label="Transport Sanitaire, accueil">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Transport Sanitaire</span>
        </Link>
        <div className="dashboard-header__status">
          {mode === 'local' && <span className="demo-badge">Mode démonstration</span>}
          <SyncStatus onShowProblems={() => setProblemsOpen(true)} />
        </div>
        <Suspense fallback={null}>
          <NotificationsButton transportPath={transportPath} notify={showSystemNotification} />
        </Suspense>
        <AccountMenu />
      </header>
      {problemsOpen && (
        <Suspense fallback={null}>
          <SyncProblemsDialog onClose={closeProblems} transportPath={transportPath} />
        </Suspense>
      )}
      <div className="dashboard-body">
        {menuOpen && (
          <div ref={backdrop} className="sidebar-backdrop" aria-hidden="true" onClick={closeMenu} />
        )}
        <nav
          ref={sidebar}
          id="dashboard-sidebar"
          className={`sidebar${menuOpen ? ' sidebar--open' : ''}`}
          aria-label="Menu du tableau de bord"
        >
          <ul>
            {items.map((item) => (
              <li key={item.label}>{renderItem(item)}</li>
            ))}
          </ul>
          <ImpersonationSwitcher />
        </nav>
        <main id="main" tabIndex={-1} className="dashboard-main">
          <AccessEndedBanner />
          <PageLoadBoundary>
            <Suspense fallback={<RootLoadingScreen />}>
              <Outlet />
            </Suspense>
          </PageLoadBoundary>
        </main>
      </div>
      {coming && <FeatureComingModal feature={coming} onClose={() => setComing(null)} />}
    </div>
  );
}
