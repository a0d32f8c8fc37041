import { describe, expect, it } from 'vitest';
import { parsePayee } from '@/config/payee';

const IBAN = 'FR76 3000 6000 0112 3456 7890 189';

describe('[CFG-PAY] the SEPA payee of subscriptions comes from VITE_PAYEE_*, checked apart from the shell', () => {
  it('[CFG-PAY] complete and valid: compacted IBAN and BIC', () => {
    const config = parsePayee({
      VITE_PAYEE_NAME: 'Transport Sanitaire SAS',
      VITE_PAYEE_IBAN: IBAN,
      VITE_PAYEE_BIC: 'bnpafrpp',
    });
    expect(config).toEqual({
      ok: true,
      name: 'Transport Sanitaire SAS',
      iban: 'FR7630006000011234567890189',
      bic: 'BNPAFRPP',
    });
  });

  it.each([
    [{}, 'Coordonnées bancaires non configurées : le titulaire du compte, l’IBAN, le BIC.'],
    [
      { VITE_PAYEE_NAME: 'X', VITE_PAYEE_IBAN: IBAN },
      'Coordonnées bancaires non configurées : le BIC.',
    ],
    [
      {
        VITE_PAYEE_NAME: 'X',
        VITE_PAYEE_IBAN: 'FR7630006000011234567890188',
        VITE_PAYEE_BIC: 'BNPAFRPP',
      },
      'L’IBAN configuré n’est pas valide.',
    ],
    [
      { VITE_PAYEE_NAME: 'X', VITE_PAYEE_IBAN: IBAN, VITE_PAYEE_BIC: 'BNP' },
      'Le BIC configuré n’est pas valide.',
    ],
  ])('[CFG-PAY] %j → a French explanation, the app still starts', (env, problem) => {
    expect(parsePayee(env)).toEqual({ ok: false, problem });
  });
});
