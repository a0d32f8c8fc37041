import { createContext, useContext } from 'react';
import type { ContactMessage } from '@/domain/contact/contact-message';
import {
  ContactQuotaRefusal,
  nextContactQuota,
  readContactQuota,
} from '@/domain/contact/contact-quota';
import { DEMO_INBOX_KEY } from '@/domain/contact/demo-inbox-key';

export { DEMO_INBOX_KEY };

/** Queued messages carry when they were written and an id, so a resend is recognisable. */
export interface QueuedContactMessage extends ContactMessage {
  id: string;
  writtenAt: number;
}

/**
 * Where a contact message goes. The product has no HTTP endpoint of its own (spec §1): in demo mode the channel
 * keeps messages in this browser's « demo inbox » (localStorage); with Firestore, the app's channel
 * (src/app/compose/contact-channel.ts) writes a `contactMessages` document that only admins read.
 */
export interface ContactChannel {
  /** Resolves once delivered; rejects when it could not be (the message stays queued). */
  send(message: QueuedContactMessage): Promise<void>;
}

/** Where the demo keeps this browser's contact quota (the visitor has no account: one counter per browser). */
export const DEMO_CONTACT_QUOTA_KEY = 'transport-sanitaire:contactQuota';

const readJson = <T>(key: string, fallback: T): T => {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
};

/**
 * The demo inbox, held to the quota Firestore's rules enforce (issue 21, domain contact-quota.ts): one message a
 * minute, a few a day; over it, the send rejects with ContactQuotaRefusal. A resend of a stored message is a no-op.
 */
export function createDemoInboxChannel(now: () => number = Date.now): ContactChannel {
  return {
    async send(message) {
      const inbox = readJson<QueuedContactMessage[]>(DEMO_INBOX_KEY, []);
      if (inbox.some((known) => known.id === message.id)) return;
      const decision = nextContactQuota(
        readContactQuota(
          readJson<Record<string, unknown> | null>(DEMO_CONTACT_QUOTA_KEY, null) ?? undefined,
        ),
        now(),
      );
      if (!decision.ok) throw new ContactQuotaRefusal(decision.reason);
      inbox.push(message);
      localStorage.setItem(DEMO_INBOX_KEY, JSON.stringify(inbox));
      const { last, windowStart, count } = decision.next;
      localStorage.setItem(
        DEMO_CONTACT_QUOTA_KEY,
        JSON.stringify({ last, window_start: windowStart, count }),
      );
    },
  };
}

export const demoInboxChannel: ContactChannel = createDemoInboxChannel();

export const ContactChannelContext = createContext<ContactChannel>(demoInboxChannel);

export const useContactChannel = () => useContext(ContactChannelContext);
