import type { ConnectivityPort, Unsubscribe } from '@/data/ports';
import type { ChangeBus } from '@/data/demo-server/change-bus';

/**
 * The port's doorbell over the bus. While offline the server is unreachable, so nothing rings; a change missed
 * meanwhile rings once on reconnection, as a Firestore listener re-syncing would.
 */
export function watchBus(
  bus: ChangeBus,
  connectivity: ConnectivityPort,
  onChange: () => void,
): Unsubscribe {
  let missed = false;
  const ring = () => {
    if (!connectivity.isOnline()) {
      missed = true;
      return;
    }
    onChange();
  };
  const offBus = bus.subscribe(ring);
  const offNetwork = connectivity.subscribe((online) => {
    if (!online || !missed) return;
    missed = false;
    onChange();
  });
  return () => {
    offBus();
    offNetwork();
  };
}
