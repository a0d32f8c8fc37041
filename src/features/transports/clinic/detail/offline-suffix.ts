/** Added to confirmations while offline: the change is safe on the device and leaves with the network. */
export function withOfflineNote(message: string, plural = false): string {
  if (navigator.onLine) return message;
  return `${message} — ${plural ? 'elles partiront' : 'elle partira'} dès le retour du réseau`;
}
