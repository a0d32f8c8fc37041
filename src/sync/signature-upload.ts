import { RemoteError, type LocalStorePort, type RemotePort, type Viewer } from '@/data/ports';
import type { UploadReport } from '@/sync/scan-upload';

/**
 * Issue 23 item 4: sends the signatures taken on this phone, after the outbox drained (the ride's steps are on the
 * server first). One the server takes — or already holds, from a lost answer — leaves the phone; one it can never
 * take (another signature already stored, a changed cap) is let go with a warning; anything else (offline, the
 * ride not there yet, a refusal) waits for the next cycle: a patient's signature is never dropped silently.
 */
export async function uploadPendingSignatures(deps: {
  local: LocalStorePort;
  remote: RemotePort;
  viewer: Viewer;
  shouldContinue(): boolean;
}): Promise<UploadReport> {
  const signatures = await deps.local.pendingSignatures();
  let left = signatures.length;
  let tried = 0;
  for (const signature of signatures) {
    if (!deps.shouldContinue()) break;
    tried += 1;
    try {
      await deps.remote.pushRideSignature(signature, deps.viewer);
      await deps.local.signatureSent(signature.transportId);
      left -= 1;
    } catch (error) {
      if (error instanceof RemoteError && error.code === 'invalid-argument') {
        console.warn('[sync] Signature refusée par le serveur, abandonnée.', error.message);
        await deps.local.signatureSent(signature.transportId);
        left -= 1;
      } else if (!(error instanceof RemoteError)) throw error;
      else if (error.retryable) break;
    }
  }
  return { left, tried };
}
