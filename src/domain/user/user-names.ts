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
