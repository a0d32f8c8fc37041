import { useEffect, useMemo } from 'react';
import type { UserData } from '@/data/local/user-data';
import { isDeviceNotice } from '@/domain/award/zone-notices';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Coordinates } from '@/domain/transport/geo';
import { isProviderRole } from '@/domain/transport/visibility';
import { useOrganisationCard } from '@/services/session/use-access';

/**
 * Issue 23: a company's device raises « Nouvelle demande dans votre zone » itself, each minute the bell's clock
 * moves, for the open requests it holds whose zone widened to its base (domain: award/zone-notices.ts). Nothing is
 * asked of a server: online or not, the device tells its user once the step has opened.
 */
export function useZoneNotices(
  data: UserData,
  now: EpochMillis,
  base: Coordinates | null | undefined,
): void {
  // `base` is one object per position (useCompanyBase): its identity says when it moved.
  useEffect(() => {
    if (base === undefined || !isProviderRole(data.viewer.role)) return;
    // Best effort: a failed read is tried again at the next minute.
    data.raiseZoneNotices(base, now).catch(() => undefined);
  }, [data, base, now]);
}

/**
 * A company's base, which its zone notices and filing notices are measured from: undefined until its organisation
 * card answers, null when it has none (or the card cannot be read) and for every other role.
 */
export function useCompanyBase(data: UserData): Coordinates | null | undefined {
  const card = useOrganisationCard(isProviderRole(data.viewer.role));
  // Unknown until the card answers: a notice raised from no base would say « at filing » for every request.
  const base = card === 'loading' ? undefined : (card?.base ?? null);
  const lat = base?.lat;
  const lng = base?.lng;
  // One object per position: the bell's queries re-run when the base moves, not on every render.
  return useMemo(
    () => (lat === undefined || lng === undefined ? base : { lat, lng }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the coordinates say when it changed
    [lat, lng, base === undefined],
  );
}

/** « Lu »: a notice this device raised stays on it; any other is sent like every action. */
export const markReadOn = (data: UserData, notificationId: string) =>
  isDeviceNotice(notificationId)
    ? data.readDeviceNotice(notificationId)
    : data.act({ kind: 'notification.read', opId: data.newOpId(), notificationId });
