import { parseUser, type User } from '@/domain/user/user';

/** 22/11/2026 14:00:00 in Paris. */
export const NOW = Date.UTC(2026, 10, 22, 13, 0, 0);

/** A parsed profile built from a stored-document shape, so fixtures go through the real schema. */
export function makeUser(document: Record<string, unknown> = {}): User {
  const result = parseUser('u1', { uid: 'u1', email: 'jeanne@exemple.fr', ...document });
  if (!result.ok) throw new Error(result.error.issues.join('; '));
  return result.value;
}
