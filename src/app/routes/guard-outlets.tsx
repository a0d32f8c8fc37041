import { Outlet } from 'react-router-dom';
import { RequireAccess } from '@/app/guards/require-access';
import { RequireOffice } from '@/app/guards/require-office';
import { RequireAmbulanceTab, RequireRole } from '@/app/guards/require-role';
import { RequireAuth } from '@/app/guards/require-auth';
import type { Area } from '@/domain/roles/area-permissions';

/** The guards as layout components; loaded with the first signed-in page, never by public pages. */
export function RequireAuthOutlet() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

export function RequireAccessOutlet() {
  return (
    <RequireAccess>
      <Outlet />
    </RequireAccess>
  );
}

export function RequireAmbulanceTabOutlet() {
  return (
    <RequireAmbulanceTab>
      <Outlet />
    </RequireAmbulanceTab>
  );
}

export function RequireAreaOutlet({ area }: { area: Area }) {
  return (
    <RequireRole area={area}>
      <Outlet />
    </RequireRole>
  );
}

export function RequireOfficeOutlet() {
  return (
    <RequireOffice>
      <Outlet />
    </RequireOffice>
  );
}
