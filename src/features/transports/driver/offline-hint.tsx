import { useDeviceOnline } from '@/ui/use-device-online';

/** Tells the driver, without alarm, that taps are safe while the phone has no network. */
export function OfflineHint() {
  const online = useDeviceOnline();
  // The live region stays mounted so that going offline is announced, not just drawn.
  return (
    <div role="status" className="offline-hint-region">
      {!online && (
        <p className="offline-hint">Hors ligne — vos actions sont enregistrées sur l’appareil</p>
      )}
    </div>
  );
}
