import { useCallback, useEffect } from 'react';
import { useLive } from '@/data/local/live';
import { messageQueries } from '@/data/local/queries/message-queries';
import type { UserData } from '@/data/local/user-data';
import { buildMessage } from '@/domain/messages/message-decision';
import type { Transport } from '@/domain/transport/transport.schema';

const EMPTY: never[] = [];

/** One ride's conversation, live; opening it moves this device's read mark to its newest message. */
export function useThread(data: UserData, transportId: string) {
  const messages = useLive(
    () => messageQueries(data.db).thread(transportId),
    [data, transportId],
    EMPTY,
  );
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    // A read mark is a convenience: if the device's database closed meanwhile (sign-out), there is nothing to keep.
    messageQueries(data.db)
      .markThreadRead(transportId)
      .catch(() => undefined);
  }, [data, transportId, newest]);
  return messages;
}

/** The device's conversations, newest first; an admin's without unread counts (they take part in none). */
export const useThreads = (data: UserData) =>
  useLive(
    () => messageQueries(data.db).threads(data.viewer.role === 'admin' ? null : data.viewer.orgId),
    [data],
    null,
  );

export const useUnreadMessages = (data: UserData) =>
  useLive(() => messageQueries(data.db).unreadTotal(data.viewer.orgId), [data], 0);

/**
 * Sends a message the way every action goes: built by the domain, written to the device with its outbox entry in
 * one transaction, pushed when the network allows. Resolves with the French reason when it cannot be sent.
 */
export function useSendMessage(data: UserData, transport: Transport) {
  return useCallback(
    async (text: string): Promise<string | null> => {
      const opId = data.newOpId();
      const built = buildMessage(transport, data.viewer, {
        opId,
        text,
        deviceTime: data.clock.now(),
      });
      if (!built.ok) return built.refusal.reason;
      const result = await data.act({ kind: 'message.send', opId, message: built.message });
      return result.ok ? null : result.refusal.reason;
    },
    [data, transport],
  );
}
