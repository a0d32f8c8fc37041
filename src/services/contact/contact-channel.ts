import { createContext, useContext } from 'react';
import type { ContactMessage } from '@/domain/contact/contact-message';
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

/**
 * The demo inbox, held to the quota Firestore's rules enforce (issue 21, domain contact-quota.ts): one message a
 * minute, a few a day; over it, the send rejects with ContactQuotaRefusal. Its code loads on the first send (as
 * zod does): no part of the /contact page's first load.
 */
export function createDemoInboxChannel(now: () => number = Date.now): ContactChannel {
  return {
    send: async (message) => (await import('./demo-inbox')).fileInDemoInbox(message, now()),
  };
}

export const demoInboxChannel: ContactChannel = createDemoInboxChannel();

export const ContactChannelContext = createContext<ContactChannel>(demoInboxChannel);

export const useContactChannel = () => useContext(ContactChannelContext);
