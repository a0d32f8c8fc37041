import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { tabOfAddress } from '@/config/paths';
import type { Area } from '@/domain/roles/area-permissions';
import { roleGuardRedirect } from '@/domain/roles/role-guard';
import {
  PROVIDER_TABS as AMBULANCE_TABS,
  type ProviderTab as AmbulanceTab,
} from '@/domain/transport/dashboard-tabs';
import { useAuth } from '@/services/session/session-context';

/** Role guard (spec §6): a role that may not enter goes to its own dashboard, patients to /dashboard. */
export function RequireRole({ area, children }: { area: Area; children: ReactNode }) {
  const { effectiveRole } = useAuth();
  const redirect = roleGuardRedirect(effectiveRole, area);
  return redirect ? <Navigate to={redirect} replace /> : <>{children}</>;
}

const TAB_AREAS: Record<AmbulanceTab, Area> = {
  'en-attente': 'unguarded',
  'en-cours': 'ambulance-transports-en-cours',
  'a-venir': 'ambulance-transports-a-venir',
  termines: 'ambulance-transports-termines',
  partages: 'ambulance-transports-partages',
  urgents: 'ambulance-transports-urgents',
};

export function ambulanceTabOf(value: string | null): AmbulanceTab {
  return AMBULANCE_TABS.find((tab) => tab === value) ?? 'en-attente';
}

/** The ambulance transports page is open, but each tab but « en attente » is guarded (spec §6). */
export function RequireAmbulanceTab({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const tab = ambulanceTabOf(tabOfAddress(useLocation().pathname, params.get('tab')));
  return <RequireRole area={TAB_AREAS[tab]}>{children}</RequireRole>;
}
