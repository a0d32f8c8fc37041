import { refuse, type Refusal } from '@/domain/transport/refusal';
import type { Transport } from '@/domain/transport/transport.schema';
import { isTerminal } from '@/domain/transport/transport-status';
import type { Viewer } from '@/domain/transport/visibility';
import {
  checkMessageText,
  messageIdFor,
  type Message,
  type MessageSide,
} from '@/domain/messages/message';
import { mayReadThread } from '@/domain/messages/message-visibility';

/**
 * The ONE decision on a message send, used by the device (before queueing), the demo backend, the Firestore adapter
 * and the memory fake; `firestore.rules` enforces the same on the server. Parties only; a ride must have a company
 * and must not have ended (a closed thread is read-only). A stranger to the ride is `forbidden` (the backends
 * answer permission-denied: Firestore would not even let them read the ride); a party on a closed thread gets a
 * French refusal, kept and shown like a refused status change.
 */
export const MESSAGE_REFUSALS = {
  noProvider:
    'Aucune société n’a encore accepté ce transport : la conversation s’ouvrira à l’acceptation.',
  ended: 'Ce transport est terminé : la conversation est en lecture seule.',
  notParty:
    'Seules la clinique demandeuse et la société qui a accepté le transport échangent des messages.',
  missing: 'Ce transport est introuvable.',
  forged: 'Ce message ne correspond pas à ce transport ou à son auteur.',
} as const;

type PartyFields = Pick<
  Transport,
  | 'id'
  | 'etat'
  | 'type_transport'
  | 'requester_org_id'
  | 'provider_org_id'
  | 'patient_id'
  | 'global_patient_id'
> &
  Partial<Pick<Transport, 'assigned_driver'>>;

export type MessageDraftInput = {
  opId: string;
  text: string;
  deviceTime: number;
};

export type DraftResult = { ok: true; message: Message } | { ok: false; refusal: Refusal };

/** Which side the viewer writes for, or null when they are not a party who may write now. */
export function sideOf(transport: PartyFields, viewer: Viewer): MessageSide | null {
  if (viewer.role === 'clinique' && transport.requester_org_id === viewer.orgId) return 'clinique';
  if (
    (viewer.role === 'ambulance' || viewer.role === 'vtc') &&
    transport.provider_org_id === viewer.orgId
  ) {
    return 'transporteur';
  }
  return null;
}

/** Whether the thread takes a new message now, or the refusal that says why not. */
export function sendRefusal(transport: PartyFields | null, viewer: Viewer): Refusal | null {
  if (transport === null) return refuse('not_allowed', MESSAGE_REFUSALS.missing);
  if (sideOf(transport, viewer) === null) return refuse('forbidden', MESSAGE_REFUSALS.notParty);
  if (transport.provider_org_id === null) return refuse('not_allowed', MESSAGE_REFUSALS.noProvider);
  if (isTerminal(transport.etat)) return refuse('terminal', MESSAGE_REFUSALS.ended);
  return null;
}

/** The message as the device writes it (server time unknown yet), or the refusal to show beside the composer. */
export function buildMessage(
  transport: PartyFields,
  viewer: Viewer,
  input: MessageDraftInput,
): DraftResult {
  const refusal = sendRefusal(transport, viewer);
  if (refusal !== null) return { ok: false, refusal };
  const text = checkMessageText(input.text);
  if (!text.ok) return { ok: false, refusal: refuse('not_allowed', text.error) };
  const requester = transport.requester_org_id as string;
  const provider = transport.provider_org_id as string;
  return {
    ok: true,
    message: {
      id: messageIdFor(input.opId),
      op_id: input.opId,
      transport_id: transport.id,
      requester_org_id: requester,
      provider_org_id: provider,
      party_org_ids: [requester, provider],
      author_uid: viewer.uid,
      author_name: viewer.name ?? '',
      author_org_id: viewer.orgId,
      author_side: sideOf(transport, viewer) as MessageSide,
      text: text.text,
      device_time: input.deviceTime,
      created_at: null,
    },
  };
}

export type MessageDecision =
  | { outcome: 'duplicate'; message: Message }
  | { outcome: 'forbidden'; reason: string }
  | { outcome: 'refused'; refusal: Refusal }
  | { outcome: 'applied'; message: Message };

/**
 * The server's answer to a send, against ITS current transport: a replay finds the stored message (duplicate); a
 * stranger, or a message whose parties, author or id do not match the ride and the viewer, is forbidden; a party
 * on a closed thread is refused; else the message is stored with the server time.
 */
export function decideMessageSend(
  transport: PartyFields | null,
  stored: Message | null,
  sent: Message,
  viewer: Viewer,
  serverTime: number,
): MessageDecision {
  if (stored !== null) {
    // Only its author can replay an opId; anyone else naming that id is not answered with its text.
    return stored.author_uid === viewer.uid
      ? { outcome: 'duplicate', message: stored }
      : { outcome: 'forbidden', reason: MESSAGE_REFUSALS.notParty };
  }
  if (transport === null) return { outcome: 'forbidden', reason: MESSAGE_REFUSALS.missing };
  if (!mayReadThread(transport, viewer) || sideOf(transport, viewer) === null) {
    return { outcome: 'forbidden', reason: MESSAGE_REFUSALS.notParty };
  }
  const refusal = sendRefusal(transport, viewer);
  if (refusal !== null) return { outcome: 'refused', refusal };
  const expected = buildMessage(transport, viewer, {
    opId: sent.op_id,
    text: sent.text,
    deviceTime: sent.device_time,
  });
  if (!expected.ok) return { outcome: 'refused', refusal: expected.refusal };
  if (!sameParties(expected.message, sent)) {
    return { outcome: 'forbidden', reason: MESSAGE_REFUSALS.forged };
  }
  return {
    outcome: 'applied',
    message: { ...expected.message, created_at: serverTime },
  };
}

function sameParties(expected: Message, sent: Message): boolean {
  return (
    sent.id === expected.id &&
    sent.transport_id === expected.transport_id &&
    sent.requester_org_id === expected.requester_org_id &&
    sent.provider_org_id === expected.provider_org_id &&
    sent.party_org_ids[0] === expected.party_org_ids[0] &&
    sent.party_org_ids[1] === expected.party_org_ids[1] &&
    sent.author_uid === expected.author_uid &&
    sent.author_org_id === expected.author_org_id &&
    sent.author_side === expected.author_side
  );
}
