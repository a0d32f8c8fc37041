import type { Transport } from '@/domain/transport/transport.schema';

/**
 * Issue 23 item 3: an ambulance runs with a crew of two (the driver and an équipier). Both are on the ride: each
 * sees it on their phone, with the patient and the addresses, and either may record its steps — the security rules
 * grant the same (firestore.rules assignedToMe).
 */
export function isOnCrew(ride: Partial<Pick<Transport, 'assigned_driver'>>, uid: string): boolean {
  const crew = ride.assigned_driver;
  return crew != null && (crew.uid === uid || crew.equipier?.uid === uid);
}
