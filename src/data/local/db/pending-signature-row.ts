import type { RideSignature } from '@/domain/transport/ride-signature';

/** A ride's signature waiting on this device for its upload (issue 23 item 4), and when it was taken. */
export interface PendingSignatureRow extends RideSignature {
  keptAt: number;
  /** When the server took it: the row stays so the phone still shows the ride as signed. */
  sentAt?: number;
}
