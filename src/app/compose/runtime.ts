import type { ConnectivityPort, LeaderPort, RemotePort } from '@/data/ports';
import type { AppServices } from '@/services/services-context';
import type { SessionHub } from './session-hub';

/** What the composition root hands the app: the services for features, the adapters for the sync engine. */
export interface Runtime {
  services: AppServices;
  remote: RemotePort;
  connectivity: ConnectivityPort;
  leader: LeaderPort;
  hub: SessionHub;
}
