import { Link } from 'react-router-dom';
import { ambulanceTabPath } from '@/config/paths';
import {
  PROVIDER_TABS,
  PROVIDER_TAB_LABELS,
  type ProviderTab,
} from '@/domain/transport/dashboard-tabs';

/** « En attente (3) » — the count while known, the bare label until then. */
export const tabLabel = (tab: ProviderTab, counts: Record<ProviderTab, number> | undefined) =>
  counts ? `${PROVIDER_TAB_LABELS[tab]} (${counts[tab]})` : PROVIDER_TAB_LABELS[tab];

/**
 * The tabs are links (each tab has its own address, so back, reload and sharing work); the current one is
 * marked aria-current for screen readers and styled as selected.
 */
export function AmbulanceTabNav({
  current,
  counts,
}: {
  current: ProviderTab;
  counts: Record<ProviderTab, number> | undefined;
}) {
  return (
    <nav className="tab-nav" aria-label="Onglets des transports">
      <ul>
        {PROVIDER_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={ambulanceTabPath(tab)}
              className={`tab-nav__link${tab === 'urgents' ? ' tab-nav__link--urgent' : ''}`}
              aria-current={tab === current ? 'page' : undefined}
            >
              {tabLabel(tab, counts)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
