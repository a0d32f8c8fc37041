import { useCallback, useState } from 'react';

export type PermissionState = NotificationPermission | 'unsupported';

const current = (): PermissionState =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** This device's permission for system notifications, and the request the user starts with a tap. */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<PermissionState>(current);
  const request = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  }, []);
  return { permission, request };
}
