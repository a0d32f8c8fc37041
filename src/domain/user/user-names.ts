export interface NameSource {
  displayName?: string | null;
  email?: string | null;
}

/**
 * Spec §5: the first word of displayName is the first name, the rest the last name; without a displayName
 * the part of the e-mail before the @ is the first name.
 */
export function parseNames({ displayName, email }: NameSource): {
  firstName: string;
  lastName: string;
} {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (first) return { firstName: first, lastName: rest.join(' ') };
  const [localPart = ''] = (email ?? '').split('@');
  return { firstName: localPart.trim(), lastName: '' };
}

export interface ProfileNames extends NameSource {
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * How a user is named in the history they write: displayName, else « Prénom Nom », else the e-mail; null when the
 * profile holds none of them.
 */
export function userDisplayName({
  displayName,
  firstName,
  lastName,
  email,
}: ProfileNames): string | null {
  const fullName = [firstName, lastName].map((part) => (part ?? '').trim()).filter(Boolean);
  const candidates = [displayName ?? '', fullName.join(' '), email ?? ''];
  return candidates.map((text) => text.trim()).find((text) => text !== '') ?? null;
}
