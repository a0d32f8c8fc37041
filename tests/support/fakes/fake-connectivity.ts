import type { ConnectivityPort, Unsubscribe } from '@/data/ports';

/** navigator.onLine and its events, switched by the test. */
export class FakeConnectivity implements ConnectivityPort {
  private readonly listeners = new Set<(online: boolean) => void>();

  constructor(private online = true) {}

  isOnline(): boolean {
    return this.online;
  }

  subscribe(listener: (online: boolean) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Like the browser, fires only on an actual change. */
  set(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    for (const listener of [...this.listeners]) listener(online);
  }
}
