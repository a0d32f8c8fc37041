import { useEffect, useState } from 'react';
import type { UserData } from '@/data/local/user-data';
import type { RideSignature } from '@/domain/transport/ride-signature';
import { useServices } from '@/services/services-context';

/** A ride's signature: the one taken on this phone if any, else the server's; 'unknown' when it cannot be asked. */
export async function readRideSignature(
  data: UserData,
  rideSignature: ReturnType<typeof useServices>['rideSignature'],
  transportId: string,
): Promise<RideSignature | null | 'unknown'> {
  const kept = await data.keptSignature(transportId);
  if (kept) return kept.signature;
  if (!rideSignature) return 'unknown';
  try {
    return await rideSignature(transportId, data.viewer);
  } catch {
    return 'unknown';
  }
}

/** The same as a hook (undefined while asking). */
export function useRideSignature(data: UserData, transportId: string) {
  const { rideSignature } = useServices();
  const [signature, setSignature] = useState<RideSignature | null | 'unknown' | undefined>();
  useEffect(() => {
    let live = true;
    void readRideSignature(data, rideSignature, transportId).then(
      (found) => live && setSignature(found),
    );
    return () => {
      live = false;
    };
  }, [data, rideSignature, transportId]);
  return signature;
}
