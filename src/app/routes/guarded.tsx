import { Outlet, type RouteObject } from 'react-router-dom';
import { RequireAccess } from '@/app/guards/require-access';
import { RequireAmbulanceTab, RequireRole } from '@/app/guards/require-role';
import { RequireAuth } from '@/app/guards/require-auth';
import type { Area } from '@/domain/roles/area-permissions';

/** Layout routes that wrap their children in a guard, so the route table reads as the spec does. */
export const signedIn = (children: RouteObject[]): RouteObject => ({
  element: (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  ),
  children,
});

export const withAccess = (children: RouteObject[]): RouteObject => ({
  element: (
    <RequireAccess>
      <Outlet />
    </RequireAccess>
  ),
  children,
});

export const forArea = (area: Area, children: RouteObject[]): RouteObject => ({
  element: (
    <RequireRole area={area}>
      <Outlet />
    </RequireRole>
  ),
  children,
});

export const byAmbulanceTab = (children: RouteObject[]): RouteObject => ({
  element: (
    <RequireAmbulanceTab>
      <Outlet />
    </RequireAmbulanceTab>
  ),
  children,
});
