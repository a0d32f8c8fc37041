import { Navigate, useParams } from 'react-router-dom';
import {
  AMBULANCE_TAB_SEGMENTS,
  ambulanceTabPath,
  CLINIC_LIST_SEGMENTS,
  clinicListPath,
  PATHS,
} from '@/config/paths';
import type { UserType } from '@/domain/shared/role';
import { useAuth } from '@/services/session/session-context';

/** « terminees », « a-venir »… under /dashboard/transports/, per role; anything else opens the role's main list. */
const LISTS: Record<UserType, Record<string, string> & { '': string }> = {
  clinique: {
    '': PATHS.cliniqueTransports,
    ...Object.fromEntries(CLINIC_LIST_SEGMENTS.map((list) => [list, clinicListPath(list)])),
    terminees: PATHS.cliniqueTransportsDone,
  },
  ambulance: {
    '': PATHS.ambulanceTransports,
    ...Object.fromEntries(AMBULANCE_TAB_SEGMENTS.map((tab) => [tab, ambulanceTabPath(tab)])),
  },
  vtc: {
    '': PATHS.vtcTransports,
    'en-cours': PATHS.vtcTransports,
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
export default function RoleTransportsRedirect() {
  const { effectiveRole } = useAuth();
  const rest = useParams()['*'] ?? '';
  const lists = LISTS[effectiveRole ?? 'patient'];
  return <Navigate to={lists[rest] ?? lists['']} replace />;
}
