import { useRoutes } from 'react-router-dom';
import { DashboardLayout } from '@/app/layouts/dashboard-layout';
import { dashboardRoutes } from './dashboard-routes';

const branch = [{ element: <DashboardLayout />, children: dashboardRoutes }];

/**
 * /dashboard/* (spec §2): the dashboards' routes, relative to /dashboard, declared as descendant routes so that
 * their table and layout load with the first dashboard page, not with the public pages.
 */
export default function DashboardBranch() {
  return useRoutes(branch);
}
