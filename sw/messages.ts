/// <reference lib="webworker" />
// Messages the page sends through src/app/pwa/sw-bridge.ts. Kept apart from sw.ts so they can be unit-tested.

export const SW_MESSAGES = {
  /** The user accepted « Mettre à jour »: activate the waiting worker. */
  skipWaiting: 'SKIP_WAITING',
  /** Show a system notification while the app is in the background. */
  showNotification: 'SHOW_NOTIFICATION',
} as const;

export interface ShowNotificationMessage {
  type: typeof SW_MESSAGES.showNotification;
  title: string;
  body: string;
  tag?: string;
  url?: string;
}

interface SkipWaitingMessage {
  type: typeof SW_MESSAGES.skipWaiting;
}

export type SwMessage = SkipWaitingMessage | ShowNotificationMessage;

function isSwMessage(data: unknown): data is SwMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    Object.values(SW_MESSAGES).includes((data as { type: string }).type as never)
  );
}

export function handleMessage(
  scope: ServiceWorkerGlobalScope,
  event: ExtendableMessageEvent,
): void {
  const data: unknown = event.data;
  if (!isSwMessage(data)) return;
  switch (data.type) {
    case SW_MESSAGES.skipWaiting:
      void scope.skipWaiting();
      return;
    case SW_MESSAGES.showNotification:
      event.waitUntil(
        scope.registration.showNotification(data.title, {
          body: data.body,
          lang: 'fr',
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          ...(data.tag ? { tag: data.tag } : {}),
          data: { url: data.url ?? '/' },
        }),
      );
      return;
  }
}
