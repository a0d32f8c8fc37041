import type { Operation } from '@/domain/sync/operation';
import { TRANSPORT_STATUS_LABELS } from '@/domain/transport/transport-status';

/** A change kept on the device, as its sentence's subject (« La création de la demande » a été refusée…). */
export function describeOperation(op: Operation): string {
  switch (op.kind) {
    case 'transport.create':
      return 'La création de la demande';
    case 'transport.edit':
      return 'La modification de la demande';
    case 'transport.status':
      return `La demande de passage à l’état « ${TRANSPORT_STATUS_LABELS[op.update.status]} »`;
    case 'notification.read':
      return 'La lecture d’une notification';
    case 'patient.create':
      return 'La création d’une fiche patient';
    case 'message.send':
      return 'L’envoi d’un message';
    case 'profile.update':
      return 'La modification de votre profil';
  }
}

/** A reason as the end of a sentence: one final full stop, whether the message brought its own or not. */
const ended = (text: string) => `${text.trim().replace(/[.\s]+$/, '')}.`;

/**
 * What became of a change the server refused (`refused`) or could not take, as the rest of its sentence after
 * the subject (describeOperation): the same words on every page that lists it.
 */
export function problemOutcome(problem: { refused: boolean; reason: string | null }): string {
  return problem.refused
    ? `a été refusée : ${ended(problem.reason ?? 'motif non précisé')}`
    : `n’a pas pu être envoyée : ${ended(problem.reason ?? 'erreur inconnue')} Elle est conservée sur cet appareil.`;
}
