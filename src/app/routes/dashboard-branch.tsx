import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { DashboardLayout } from '@/app/layouts/dashboard-layout';
import { PATHS } from '@/config/paths';
import { dashboardRoutes } from './dashboard-routes';

const branch: RouteObject[] = [{ element: <DashboardLayout />, children: dashboardRoutes }];

/** Starts loading the page an address shows (lazy-page.tsx gives each route its `preload`). */
export function preloadPageAt(pathname: string): void {
  const matches = matchRoutes(branch, pathname.slice(PATHS.dashboard.length) || '/') ?? [];
  for (const { route } of matches)
    (route.handle as { preload?: () => Promise<void> } | undefined)?.preload?.();
}

/**
 * /dashboard/* (spec §2): the dashboards' routes, relative to /dashboard, declared as descendant routes so that
 * their table and layout load with the first dashboard page, not with the public pages.
 */
export default function DashboardBranch() {
  return useRoutes(branch);
}
