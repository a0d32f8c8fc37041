import { useEffect, useState } from 'react';
import type { UserData } from '@/data/local/user-data';
import type { Coordinates } from '@/domain/transport/geo';
import { useServices } from '@/services/services-context';

/** The organisation's base: loading, known (its document's coordinates) or unknown (none, or unreachable). */
export type ProviderBase =
  { status: 'loading' } | { status: 'known'; base: Coordinates } | { status: 'unknown' };

/** Reads the viewer's organisation document once per organisation, through the profiles port (offline: the device's copy). */
export function useProviderBase(data: UserData): ProviderBase {
  const { profiles } = useServices();
  const { role, orgId, uid } = data.viewer;
  const [base, setBase] = useState<ProviderBase>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const read = profiles.organisation?.({ role, orgId, uid }) ?? Promise.resolve(null);
    read
      .catch(() => null)
      .then((card) => {
        if (live)
          setBase(card?.base ? { status: 'known', base: card.base } : { status: 'unknown' });
      });
    return () => {
      live = false;
    };
  }, [profiles, role, orgId, uid]);
  return base;
}
