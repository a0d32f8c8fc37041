import type { Transport } from '@/domain/transport/transport.schema';
import { isTerminal } from '@/domain/transport/transport-status';
import { relationsOf, type Viewer } from '@/domain/transport/visibility';

/**
 * Who reads and writes the conversation of a transport (issue 13): the requesting clinic and the company that
 * accepted it — no one else, not a candidate that did not get the ride, not the patient; of that company, a chauffeur
 * only on a ride assigned to them (relationsOf's `provider`), its dispatchers and responsable on every ride. Admins
 * read. Once the ride has ended (completed, cancelled, rejected, expired) the thread is kept but closed.
 */
export type ThreadAccess = 'write' | 'read' | 'none';

type ThreadFields = Pick<
  Transport,
  | 'etat'
  | 'type_transport'
  | 'requester_org_id'
  | 'provider_org_id'
  | 'patient_id'
  | 'global_patient_id'
> &
  Partial<Pick<Transport, 'assigned_driver'>>;
/** `memberRole` as the server resolved it: a chauffeur reads the threads of the rides assigned to them only. */
type Who = Pick<Viewer, 'role' | 'orgId' | 'uid' | 'memberRole'>;

/** A company has the ride and it has not ended: there is someone to talk to, and something to talk about. */
export const threadOpen = (transport: Pick<Transport, 'etat' | 'provider_org_id'>): boolean =>
  transport.provider_org_id !== null && !isTerminal(transport.etat);

export function threadAccess(transport: ThreadFields, who: Who): ThreadAccess {
  const relations = relationsOf(transport, who);
  const party = relations.includes('requester') || relations.includes('provider');
  if (party) return threadOpen(transport) ? 'write' : 'read';
  return relations.includes('admin') ? 'read' : 'none';
}

export const mayReadThread = (transport: ThreadFields, who: Who): boolean =>
  threadAccess(transport, who) !== 'none';

export const mayWriteThread = (transport: ThreadFields, who: Who): boolean =>
  threadAccess(transport, who) === 'write';

export const THREAD_CLOSED_NOTICE =
  'Ce transport est terminé : la conversation est en lecture seule.';

/** Why a conversation is read-only, in the words of how its ride ended (a cancelled ride is not « terminé »). */
export function threadClosedNotice(etat: string): string {
  switch (etat) {
    case 'cancelled':
      return 'Ce transport a été annulé : la conversation est en lecture seule.';
    case 'rejected':
      return 'Ce transport a été refusé : la conversation est en lecture seule.';
    case 'expired':
      return 'Cette demande a expiré : la conversation est en lecture seule.';
    default:
      return THREAD_CLOSED_NOTICE;
  }
}

/** What an admin reads above the conversations they may read but never write to. */
export const ADMIN_READ_ONLY_NOTICE =
  'Vous lisez les conversations en tant qu’administrateur : lecture seule, vous ne pouvez pas y écrire.';
