import { z } from 'zod';
import type { CompanyKind } from '@/domain/ids/formatted-id';

/**
 * Issue 25: who an organisation is, as its founder declares it — the name people read on rides (« Demandé par
 * Clinique des Tilleuls », not the founder's name), its address, its SIRET and, for a health establishment, its
 * FINESS number. Stored on the organisation document (`name`, `adresse`, `siret`, `finess`).
 */

const digitsOnly = (text: string) => text.replace(/[\s.-]/g, '');

/** La Poste's establishments share this SIREN; their SIRETs follow their own key (sum of digits divisible by 5). */
export const LA_POSTE_SIREN = '356000000';
/** La Poste's head office, the one SIRET of that SIREN keyed by Luhn like everyone else's. */
const LA_POSTE_HEAD_OFFICE = '35600000000048';

/** Luhn over the digits (the rightmost is the key, not doubled). */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A SIRET: 14 digits whose Luhn key checks — except La Poste's establishments (SIREN 356000000, head office
 * aside), too many for Luhn's keys, which are checked by the sum of their digits, a multiple of 5 (Insee's rule).
 */
export function isValidSiret(text: string): boolean {
  const siret = digitsOnly(text);
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(LA_POSTE_SIREN) && siret !== LA_POSTE_HEAD_OFFICE) {
    const sum = [...siret].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0;
  }
  return luhnValid(siret);
}

/** A FINESS number: 9 characters, the first two the département (2A/2B in Corsica). */
export const isValidFiness = (text: string): boolean =>
  /^(\d{2}|2A|2B)\d{7}$/.test(digitsOnly(text).toUpperCase());

const required = (message: string) => z.string().trim().min(1, message);

export const IDENTITY_ERRORS = {
  name: 'Saisissez le nom de l’organisation (au moins 2 caractères).',
  siretFormat: 'Le numéro SIRET compte 14 chiffres.',
  siretKey:
    'Ce numéro SIRET n’existe pas : vérifiez-le sur votre extrait Kbis ou votre avis de situation Insee.',
  finess:
    'Le numéro FINESS compte 9 caractères : 9 chiffres, ou 2A/2B suivis de 7 chiffres en Corse.',
  street: 'Saisissez l’adresse (numéro et rue).',
  postalCode: 'Le code postal doit comporter 5 chiffres.',
  city: 'Saisissez la ville.',
} as const;

const siretSchema = z
  .string()
  .transform(digitsOnly)
  .refine((siret) => /^\d{14}$/.test(siret), IDENTITY_ERRORS.siretFormat)
  .refine(isValidSiret, IDENTITY_ERRORS.siretKey);

const finessSchema = z
  .string()
  .transform((text) => digitsOnly(text).toUpperCase())
  .refine(isValidFiness, IDENTITY_ERRORS.finess);

const adresseSchema = z.object({
  rue: required(IDENTITY_ERRORS.street),
  codePostal: z
    .string()
    .trim()
    .regex(/^\d{5}$/, IDENTITY_ERRORS.postalCode),
  ville: required(IDENTITY_ERRORS.city),
});

const baseIdentity = {
  name: z.string().trim().min(2, IDENTITY_ERRORS.name),
  adresse: adresseSchema,
  siret: siretSchema,
};

/** A clinic (health establishment) adds its FINESS number; a transport company has none to give. */
export const organisationIdentitySchema = {
  clinique: z.object({ ...baseIdentity, finess: finessSchema }),
  ambulance: z.object(baseIdentity),
  vtc: z.object(baseIdentity),
} as const satisfies Record<CompanyKind, z.ZodType>;

export type OrganisationIdentity = z.output<(typeof organisationIdentitySchema)[CompanyKind]> & {
  finess?: string;
};

export type IdentityParse =
  | { ok: true; identity: OrganisationIdentity }
  | { ok: false; errors: Partial<Record<string, string>> };

/** Validates what the founder typed, one French message per wrong field (`adresse.rue` → `rue`). */
export function parseOrganisationIdentity(kind: CompanyKind, input: unknown): IdentityParse {
  const parsed = organisationIdentitySchema[kind].safeParse(input);
  if (parsed.success) return { ok: true, identity: parsed.data };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path.at(-1) ?? 'form');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The identity an organisation document holds, as read: a field it lacks is empty, never invented. */
export interface StoredIdentity {
  name: string;
  adresse: { rue: string; codePostal: string; ville: string };
  siret: string;
  finess: string;
}

const storedText = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads the identity of a stored organisation document (organisations founded before issue 25 lack some). */
export function readStoredIdentity(raw: unknown): StoredIdentity {
  const record = (raw ?? {}) as Record<string, unknown>;
  const adresse = (record.adresse ?? {}) as Record<string, unknown>;
  return {
    name: storedText(record.name),
    adresse: {
      rue: storedText(adresse.rue),
      codePostal: storedText(adresse.codePostal),
      ville: storedText(adresse.ville),
    },
    siret: storedText(record.siret),
    finess: storedText(record.finess),
  };
}

/** Whether the stored identity holds as founding now requires; else Paramètres asks the responsable to complete it. */
export const identityComplete = (kind: CompanyKind, stored: StoredIdentity): boolean =>
  parseOrganisationIdentity(kind, kind === 'clinique' ? stored : { ...stored, finess: undefined })
    .ok;

/** The fields written to the organisation document (FINESS for a clinic only). */
export function identityWrite(kind: CompanyKind, identity: OrganisationIdentity) {
  const { name, adresse, siret, finess } = identity;
  return {
    name,
    adresse: { rue: adresse.rue, codePostal: adresse.codePostal, ville: adresse.ville },
    siret,
    ...(kind === 'clinique' && finess !== undefined ? { finess } : {}),
  };
}
