import { useCallback } from 'react';
import { useDeviceOnline } from '@/ui/use-device-online';

/** Added to confirmations while offline: the change is safe on the device and leaves with the network. */
export function offlineNote(message: string, online: boolean, plural = false): string {
  if (online) return message;
  return `${message} — ${plural ? 'elles partiront' : 'elle partira'} dès le retour du réseau`;
}

/** The note bound to the device's connectivity, read through the app's hook rather than `navigator`. */
export function useOfflineNote(): (message: string, plural?: boolean) => string {
  const online = useDeviceOnline();
  return useCallback(
    (message: string, plural = false) => offlineNote(message, online, plural),
    [online],
  );
}
