import { Link } from 'react-router-dom';
import { clinicListPath, PATHS } from '@/config/paths';
import { CLINIC_LIST_LABELS, type ClinicList } from '@/data/local/transport-queries';

/** The lists shown on the transports page (each its own address); « Terminées » has its own page. */
export const OPEN_LISTS = ['toutes', 'en-attente', 'en-cours'] as const satisfies ClinicList[];
export type OpenList = (typeof OPEN_LISTS)[number];

export function openListOf(value: string | null): OpenList {
  return OPEN_LISTS.find((list) => list === value) ?? 'toutes';
}

const hrefOf = (list: ClinicList) =>
  list === 'terminees' ? PATHS.cliniqueTransportsDone : clinicListPath(list);

/** Links rather than an ARIA tablist: each list has its own address, so back, reload and sharing work. */
export function ClinicListNav({
  current,
  counts,
}: {
  current: ClinicList;
  counts: Record<ClinicList, number> | undefined;
}) {
  const lists: ClinicList[] = [...OPEN_LISTS, 'terminees'];
  return (
    <nav aria-label="Listes de demandes">
      <ul className="list-tabs">
        {lists.map((list) => (
          <li key={list}>
            <Link
              to={hrefOf(list)}
              className="list-tabs__link"
              aria-current={list === current ? 'page' : undefined}
            >
              {CLINIC_LIST_LABELS[list]}
              {counts && ` (${counts[list]})`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
