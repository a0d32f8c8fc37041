import type { Coordinates } from '@/domain/transport/geo';
import { useOrganisationCard } from '@/services/session/use-access';

/** The organisation's base: loading, known (its document's coordinates) or unknown (none, or unreachable). */
export type ProviderBase =
  { status: 'loading' } | { status: 'known'; base: Coordinates } | { status: 'unknown' };

/** The base from the viewer's organisation card (through the profiles port; offline: the device's copy). */
export function useProviderBase(): ProviderBase {
  const card = useOrganisationCard(true);
  if (card === 'loading') return { status: 'loading' };
  return card?.base ? { status: 'known', base: card.base } : { status: 'unknown' };
}
