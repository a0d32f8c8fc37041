import { Navigate, useParams } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import type { UserType } from '@/domain/shared/role';
import { useAuth } from '@/services/session/session-context';

/** « terminees », « a-venir »… under /dashboard/transports/, per role; anything else opens the role's main list. */
const LISTS: Record<UserType, Record<string, string> & { '': string }> = {
  clinique: { '': PATHS.cliniqueTransports, terminees: PATHS.cliniqueTransportsDone },
  ambulance: {
    '': PATHS.ambulanceTransports,
    'en-attente': `${PATHS.ambulanceTransports}?tab=en-attente`,
    'en-cours': `${PATHS.ambulanceTransports}?tab=en-cours`,
    'a-venir': `${PATHS.ambulanceTransports}?tab=a-venir`,
    termines: `${PATHS.ambulanceTransports}?tab=termines`,
    partages: `${PATHS.ambulanceTransports}?tab=partages`,
    urgents: `${PATHS.ambulanceTransports}?tab=urgents`,
  },
  vtc: {
    '': PATHS.vtcTransports,
    terminees: PATHS.vtcTransportsDone,
    'a-venir': PATHS.vtcTransportsUpcoming,
  },
  admin: { '': PATHS.cliniqueTransports },
  patient: { '': PATHS.myTransports },
};

/**
 * /dashboard/transports/* (spec §2: transport list routes also exist there): the signed-in role's own list pages,
 * with their guards, rather than a second copy of each.
 */
export function RoleTransportsRedirect() {
  const { effectiveRole } = useAuth();
  const rest = useParams()['*'] ?? '';
  const lists = LISTS[effectiveRole ?? 'patient'];
  return <Navigate to={lists[rest] ?? lists['']} replace />;
}
