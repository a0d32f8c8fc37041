import { useNotificationPermission } from './use-notification-permission';

/**
 * Offers system notifications on this device. Asked only on a tap (browsers ignore or block requests made without
 * one), and only while the browser has not been answered yet.
 */
export function NotificationPermission() {
  const { permission, request } = useNotificationPermission();
  if (permission === 'default') {
    return (
      <p className="notifications__permission">
        <button type="button" className="button button--secondary" onClick={() => void request()}>
          Activer les notifications sur cet appareil
        </button>
      </p>
    );
  }
  if (permission === 'denied') {
    return (
      <p className="notifications__permission notifications__hint">
        Les notifications de l’appareil sont bloquées pour ce site : vous pouvez les autoriser dans
        les réglages du navigateur.
      </p>
    );
  }
  return null;
}
