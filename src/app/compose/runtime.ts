import type { ConnectivityPort, LeaderPort, RemotePort } from '@/data/ports';
import type { AppServices } from '@/services/services-context';
import type { SessionHub } from './session-hub';

/** What the composition root hands the app: the services for features, the adapters for the sync engine. */
export interface Runtime {
  /**
   * Every service a real runtime must provide (only `demoPersonas` belongs to demo mode alone; a payee may be
   * unconfigured): optional in AppServices so UI tests render with what they need, never missing here.
   */
  services: AppServices &
    Required<
      Pick<
        AppServices,
        | 'subscriptionRequests'
        | 'unsynced'
        | 'organisation'
        | 'sync'
        | 'admin'
        | 'prescriptionScan'
        | 'rideSignature'
        | 'award'
      >
    >;
  remote: RemotePort;
  connectivity: ConnectivityPort;
  leader: LeaderPort;
  hub: SessionHub;
}
