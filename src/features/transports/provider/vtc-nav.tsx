import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import type { ProviderTab } from '@/domain/transport/dashboard-tabs';

type Counts = Record<ProviderTab, number> | undefined;

const LINKS = [
  {
    to: PATHS.vtcTransports,
    label: 'Courses',
    count: (c: NonNullable<Counts>) => c['en-attente'] + c['en-cours'],
  },
  {
    to: PATHS.vtcTransportsUpcoming,
    label: 'À venir',
    count: (c: NonNullable<Counts>) => c['a-venir'],
  },
  {
    to: PATHS.vtcTransportsDone,
    label: 'Terminées',
    count: (c: NonNullable<Counts>) => c.termines,
  },
];

/** The three VTC pages as tabs, each with the number of rides it holds. */
export function VtcNav({ counts }: { counts: Counts }) {
  const { pathname } = useLocation();
  return (
    <nav className="tab-nav" aria-label="Onglets des courses">
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="tab-nav__link"
              aria-current={pathname === link.to ? 'page' : undefined}
            >
              {counts ? `${link.label} (${link.count(counts)})` : link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
