import type { TransportStatus } from '@/domain/transport/transport-status';
import { TRANSPORT_RELATIONS, type TransportRelation } from '@/domain/transport/visibility';

/** When a move is possible relative to the request's 24 h expiry (none: at any time). */
export type MoveTiming = 'before_expiry' | 'after_expiry';

export interface MoveRule {
  /** Relations (visibility.ts) allowed to make the move; one is enough. */
  readonly by: readonly TransportRelation[];
  readonly timing?: MoveTiming;
  readonly why: string;
}

const REQUESTER_SIDE = ['admin', 'requester'] as const;
const PROVIDER_SIDE = ['admin', 'provider'] as const;
const chain = { by: PROVIDER_SIDE, why: 'Le transporteur qui a accepté fait avancer sa course.' };

/**
 * Who may move a transport INTO each state (the table says from where), and when. transitions.ts checks it and the
 * security rules are generated from it, so the device, the server adapters and Firestore decide alike.
 */
export const MOVE_RULES = {
  pending: { by: REQUESTER_SIDE, why: 'La diffusion est l’affaire du demandeur.' },
  ouvert: { by: REQUESTER_SIDE, why: 'La diffusion est l’affaire du demandeur.' },
  broadcasting: { by: REQUESTER_SIDE, why: 'La diffusion est l’affaire du demandeur.' },
  accepted: {
    by: ['admin', 'candidate'],
    timing: 'before_expiry',
    why: 'Un transporteur à qui la demande est proposée l’accepte avant son expiration.',
  },
  confirmed: chain,
  assigned: chain,
  en_route_pickup: chain,
  arrived_pickup: chain,
  patient_loaded: chain,
  en_route_destination: chain,
  arrived_destination: chain,
  completed: chain,
  cancelled: { by: REQUESTER_SIDE, why: 'Seul le demandeur annule sa demande.' },
  rejected: { by: ['admin'], why: 'Seul un administrateur refuse une demande.' },
  expired: {
    by: TRANSPORT_RELATIONS,
    timing: 'after_expiry',
    why: 'L’expiration est un fait : quiconque voit la demande peut la constater.',
  },
} as const satisfies Record<TransportStatus, MoveRule>;

/**
 * Who may store a REFUSED update (applied: false) in the history: the parties only. Issue 21: never a mere
 * candidate — an open request is read by every competitor, who would see its refusals and staff names; the
 * candidate's device keeps its refusal locally, as the « déjà accepté » loser's does.
 */
export const REFUSAL_RECORDERS = [
  'admin',
  'requester',
  'provider',
] as const satisfies readonly TransportRelation[];

const anyOf = (allowed: readonly TransportRelation[], held: readonly TransportRelation[]) =>
  held.some((relation) => allowed.includes(relation));

/** Whether one of the held relations may move the transport into `to` (timing apart). */
export const mayMoveTo = (to: TransportStatus, held: readonly TransportRelation[]): boolean =>
  anyOf(MOVE_RULES[to].by, held);

export const mayRecordRefusal = (held: readonly TransportRelation[]): boolean =>
  anyOf(REFUSAL_RECORDERS, held);
