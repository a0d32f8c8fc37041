/**
 * « Se déconnecter des autres appareils ». The client SDK cannot revoke another device's tokens, so the profile
 * carries `sessions_revoked_at`: the sign-in time (epoch ms, from the identity service's token) of the session that
 * asked. Every session that signed in before it ends itself when it reads the profile; the one that asked, having
 * exactly that sign-in time, stays. A device that never reads the profile again (offline) is not reached.
 */
export function isSessionRevoked(
  sessionStartedAt: number | null | undefined,
  revokedAt: number | null | undefined,
): boolean {
  if (sessionStartedAt == null || revokedAt == null) return false;
  return sessionStartedAt < revokedAt;
}

export const SESSION_REVOKED_MESSAGE =
  'Vous avez été déconnecté : une déconnexion de vos autres appareils a été demandée depuis un autre appareil. Reconnectez-vous pour continuer.';

/**
 * Issue 21: the mark only moves forward — a new one is a time not before the stored one and not after the server's
 * now, never cleared (firestore.rules: revocationMoves), so a thief's session cannot undo the sign-out it suffered.
 */
export function isRevocationMove(stored: unknown, next: unknown, serverNow: number): boolean {
  if (typeof next !== 'number' || !Number.isFinite(next) || next > serverNow) return false;
  return typeof stored !== 'number' || next >= stored;
}

export const REVOCATION_BACKWARDS_MESSAGE =
  'Déconnexion des autres appareils : la date ne peut être ni effacée, ni reculée, ni postérieure à maintenant.';
