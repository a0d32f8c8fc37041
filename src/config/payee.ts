import { z } from 'zod';
import { compactBankCode, isValidBic, isValidIban } from '@/domain/billing/bank-details';

/**
 * The SEPA payee of subscription transfers (VITE_PAYEE_*), validated apart from env.ts: only signed-in pages need
 * it, so the public pages' first load does not carry the IBAN check. Not a start-up failure when absent or wrong:
 * the payment page says what is missing rather than showing a transfer that could not arrive.
 */
export type PayeeConfig =
  { ok: true; name: string; iban: string; bic: string } | { ok: false; problem: string };

const text = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const payeeEnvSchema = z.object({
  VITE_PAYEE_NAME: text,
  VITE_PAYEE_IBAN: text.transform((value) => value && compactBankCode(value)),
  VITE_PAYEE_BIC: text.transform((value) => value && compactBankCode(value)),
});

const LABELS = {
  VITE_PAYEE_NAME: 'le titulaire du compte',
  VITE_PAYEE_IBAN: 'l’IBAN',
  VITE_PAYEE_BIC: 'le BIC',
} as const;

export function parsePayee(raw: Record<string, unknown>): PayeeConfig {
  const parsed = payeeEnvSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problem: 'Coordonnées bancaires illisibles.' };
  const env = parsed.data;
  const missing = (Object.keys(LABELS) as (keyof typeof LABELS)[]).filter((key) => !env[key]);
  if (missing.length > 0) {
    const labels = missing.map((key) => LABELS[key]).join(', ');
    return { ok: false, problem: `Coordonnées bancaires non configurées : ${labels}.` };
  }
  if (!isValidIban(env.VITE_PAYEE_IBAN!)) {
    return { ok: false, problem: 'L’IBAN configuré n’est pas valide.' };
  }
  if (!isValidBic(env.VITE_PAYEE_BIC!)) {
    return { ok: false, problem: 'Le BIC configuré n’est pas valide.' };
  }
  return {
    ok: true,
    name: env.VITE_PAYEE_NAME!,
    iban: env.VITE_PAYEE_IBAN!,
    bic: env.VITE_PAYEE_BIC!,
  };
}

/**
 * The app's payee, from import.meta.env — its three variables by name: passing `import.meta.env` whole makes the
 * build copy every variable into this module, on every dashboard's first load.
 */
export const appPayee = () =>
  parsePayee({
    VITE_PAYEE_NAME: import.meta.env.VITE_PAYEE_NAME,
    VITE_PAYEE_IBAN: import.meta.env.VITE_PAYEE_IBAN,
    VITE_PAYEE_BIC: import.meta.env.VITE_PAYEE_BIC,
  });
