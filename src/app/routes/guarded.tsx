import type { RouteObject } from 'react-router-dom';
import { RequireSession } from '@/app/session/require-session';
import type { Area } from '@/domain/roles/area-permissions';
import { retryableLazy } from './retryable-lazy';

// The guards load lazily: they need the session and the domain's role rules, which public pages never download.
const outlets = () => import('./guard-outlets');
const RequireAuthOutlet = retryableLazy(async () => ({
  default: (await outlets()).RequireAuthOutlet,
}));
const RequireAccessOutlet = retryableLazy(async () => ({
  default: (await outlets()).RequireAccessOutlet,
}));
const RequireAmbulanceTabOutlet = retryableLazy(async () => ({
  default: (await outlets()).RequireAmbulanceTabOutlet,
}));
const RequireAreaOutlet = retryableLazy(async () => ({
  default: (await outlets()).RequireAreaOutlet,
}));
const RequireOfficeOutlet = retryableLazy(async () => ({
  default: (await outlets()).RequireOfficeOutlet,
}));

/** Loads the guards ahead of the first signed-in render (see preloadSignedIn). */
export const preloadGuards = () =>
  [
    RequireAuthOutlet,
    RequireAccessOutlet,
    RequireAmbulanceTabOutlet,
    RequireAreaOutlet,
    RequireOfficeOutlet,
  ].forEach((guard) => void guard.preload());

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
