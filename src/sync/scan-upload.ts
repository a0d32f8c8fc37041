import { RemoteError, type LocalStorePort, type RemotePort, type Viewer } from '@/data/ports';

/** What a pass of uploads (prescription scans, signatures) left and tried. */
export interface UploadReport {
  /** Files still on the device after this pass (offline, ride not on the server yet, refused). */
  left: number;
  /** Files offered to the server in this pass, taken or not. */
  tried: number;
}

/**
 * Issue 22: sends the prescription scans kept on the device, after the outbox drained (so the ride they belong to
 * is normally on the server already). A scan the server takes leaves the device; one it cannot ever take (too big,
 * wrong format: the device checks before keeping it, so only a changed cap) is let go with a warning; anything else
 * waits for the next cycle.
 */
export async function uploadPendingScans(deps: {
  local: LocalStorePort;
  remote: RemotePort;
  viewer: Viewer;
  shouldContinue(): boolean;
}): Promise<UploadReport> {
  const scans = await deps.local.pendingScans();
  let left = scans.length;
  let tried = 0;
  for (const scan of scans) {
    if (!deps.shouldContinue()) break;
    tried += 1;
    try {
      await deps.remote.pushPrescriptionScan(scan, deps.viewer);
      await deps.local.scanSent(scan.transportId);
      left -= 1;
    } catch (error) {
      if (error instanceof RemoteError && error.code === 'invalid-argument') {
        console.warn(
          '[sync] Scan de prescription refusé par le serveur, abandonné.',
          error.message,
        );
        await deps.local.scanSent(scan.transportId);
        left -= 1;
      } else if (!(error instanceof RemoteError)) throw error;
      else if (error.retryable) break;
    }
  }
  return { left, tried };
}
