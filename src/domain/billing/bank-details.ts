/** SEPA payee details: an IBAN checked by its ISO 13616 mod-97 key, a BIC by its ISO 9362 shape. */

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const BIC_SHAPE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** « fr76 3000 6000 0112 3456 7890 189 » → « FR7630006000011234567890189 ». */
export const compactBankCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export function isValidIban(value: string): boolean {
  const iban = compactBankCode(value);
  if (!IBAN_SHAPE.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export function isValidBic(value: string): boolean {
  return BIC_SHAPE.test(compactBankCode(value));
}

/** « FR76 3000 6000 0112 3456 7890 189 »: groups of four, as printed on a RIB. */
export function formatIban(value: string): string {
  return compactBankCode(value).replace(/(.{4})(?=.)/g, '$1 ');
}
