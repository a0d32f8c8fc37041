import { useSyncExternalStore } from 'react';
import { useDeviceOnline } from '@/ui/use-device-online';
import { useServices } from '@/services/services-context';

const noSubscription = () => () => undefined;

/** Online as far as this device can tell: the browser says so and the sync engine (when running) agrees. */
export function useConnected(): boolean {
  const source = useServices().sync;
  const engineOnline = useSyncExternalStore(
    source?.subscribe ?? noSubscription,
    () => source?.getState().online ?? true,
  );
  return useDeviceOnline() && engineOnline;
}
