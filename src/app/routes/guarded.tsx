import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireSession } from '@/app/session/require-session';
import type { Area } from '@/domain/roles/area-permissions';

// The guards load lazily: they need the session and the domain's role rules, which public pages never download.
const outlets = () => import('./guard-outlets');
const RequireAuthOutlet = lazy(async () => ({ default: (await outlets()).RequireAuthOutlet }));
const RequireAccessOutlet = lazy(async () => ({ default: (await outlets()).RequireAccessOutlet }));
const RequireAmbulanceTabOutlet = lazy(async () => ({
  default: (await outlets()).RequireAmbulanceTabOutlet,
}));
const RequireAreaOutlet = lazy(async () => ({ default: (await outlets()).RequireAreaOutlet }));
const RequireOfficeOutlet = lazy(async () => ({ default: (await outlets()).RequireOfficeOutlet }));

/** Layout routes that wrap their children in a guard, so the route table reads as the spec does. */
export const signedIn = (children: RouteObject[]): RouteObject => ({
  element: (
    <RequireSession>
      <RequireAuthOutlet />
    </RequireSession>
  ),
  children,
});

export const withAccess = (children: RouteObject[]): RouteObject => ({
  element: <RequireAccessOutlet />,
  children,
});

export const forArea = (area: Area, children: RouteObject[]): RouteObject => ({
  element: <RequireAreaOutlet area={area} />,
  children,
});

export const byAmbulanceTab = (children: RouteObject[]): RouteObject => ({
  element: <RequireAmbulanceTabOutlet />,
  children,
});

/** The company's office pages: not a chauffeur's (require-office.tsx). */
export const forOffice = (children: RouteObject[]): RouteObject => ({
  element: <RequireOfficeOutlet />,
  children,
});
