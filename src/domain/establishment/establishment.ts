import { z } from 'zod';
import { textField } from '@/domain/errors/document-fields';
import { parseDocument, type ParseResult } from '@/domain/errors/document-parse';
import { associatedUserSchema } from '@/domain/user/associated-user';

/** The two establishment collections whose members are looked up by e-mail (spec §3, §7). */
export const ESTABLISHMENT_COLLECTIONS = {
  ambulance: 'ambulanceCompanies',
  clinique: 'clinics',
} as const;
export type EstablishmentKind = keyof typeof ESTABLISHMENT_COLLECTIONS;
export type EstablishmentCollection = (typeof ESTABLISHMENT_COLLECTIONS)[EstablishmentKind];

/** Only what the associated-user lookup needs; the rest of the document is not read here. */
export const establishmentSchema = z.object({
  name: textField,
  associatedUsers: z
    .array(associatedUserSchema)
    .nullish()
    .transform((users) => users ?? []),
});
export type Establishment = z.output<typeof establishmentSchema> & {
  id: string;
  kind: EstablishmentKind;
};

export function parseEstablishment(
  kind: EstablishmentKind,
  id: string,
  data: unknown,
): ParseResult<Establishment> {
  const result = parseDocument(establishmentSchema, ESTABLISHMENT_COLLECTIONS[kind], id, data);
  return result.ok ? { ok: true, value: { ...result.value, id, kind } } : result;
}
