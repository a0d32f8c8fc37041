import { z } from 'zod';
import { nullableTextField } from '@/domain/errors/document-fields';

/** A profile address is stored either as one string or as an object with `street` (spec §3). */
const addressObject = z.looseObject({
  street: z
    .string()
    .nullish()
    .transform((street) => street ?? ''),
  city: nullableTextField,
  postalCode: nullableTextField,
});

export const userAddressField = z
  .union([z.string(), addressObject])
  .nullish()
  .transform((address) => {
    if (address === null || address === undefined || address === '') return null;
    return typeof address === 'string'
      ? { street: address, city: null, postalCode: null }
      : address;
  });
export type UserAddress = NonNullable<z.output<typeof userAddressField>>;

/** « 12 rue des Lilas, 69003 Lyon », skipping the parts that are missing. */
export function formatAddress(address: UserAddress | null): string {
  if (!address) return '';
  const locality = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.street, locality].filter(Boolean).join(', ');
}
