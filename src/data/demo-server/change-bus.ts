import type { Unsubscribe } from '@/data/ports';

/** What a committed write announces. Only a doorbell: receivers pull to learn what changed. */
export interface ChangeMessage {
  type: 'changed';
  collection: 'transports' | 'notifications' | 'patients' | 'messages' | 'all';
  ids: string[];
  /** Notifications written in the same commit as a transport or patient change: one message, so one ring. */
  notificationIds?: string[];
}

export interface ChangeBus {
  publish(message: ChangeMessage): void;
  subscribe(listener: (message: ChangeMessage) => void): Unsubscribe;
  close(): void;
}

function isChangeMessage(value: unknown): value is ChangeMessage {
  return typeof value === 'object' && value !== null && (value as ChangeMessage).type === 'changed';
}

function deliver(listener: (message: ChangeMessage) => void, message: ChangeMessage) {
  try {
    listener(message);
  } catch (error) {
    // A faulty listener must not turn a committed write into a failed push.
    console.error('[serveur démo] écouteur de changements en erreur', error);
  }
}

/**
 * Change announcements between the tabs of the browser (BroadcastChannel) and within this tab: a channel never
 * receives its own messages, so local listeners are called directly. The channel is opened on first use.
 */
export function createChangeBus(channelName: string): ChangeBus {
  const listeners = new Set<(message: ChangeMessage) => void>();
  let channel: BroadcastChannel | null = null;

  const open = (): BroadcastChannel | null => {
    if (channel || typeof BroadcastChannel === 'undefined') return channel;
    channel = new BroadcastChannel(channelName);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isChangeMessage(event.data))
        listeners.forEach((l) => deliver(l, event.data as ChangeMessage));
    };
    // Node keeps a process alive while a channel is open; in tests nothing should wait on the demo server.
    (channel as { unref?: () => void }).unref?.();
    return channel;
  };

  return {
    publish(message) {
      open()?.postMessage(message);
      listeners.forEach((listener) => deliver(listener, message));
    },
    subscribe(listener) {
      open();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel?.close();
      channel = null;
    },
  };
}
