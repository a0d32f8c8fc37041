import { describe, expect, it } from 'vitest';
import { COMPLETION_PROOF_MISSING, completionProof } from '@/domain/transport/completion-proof';
import type { RideSignature } from '@/domain/transport/ride-signature';
import { DRIVER_STEPS } from '@/domain/transport/driver-steps';

/** [PROOF-DONE] Issue 23 item 4: « Terminer » only with the proof of service kept on the phone. */

const drawn: RideSignature = {
  transportId: 'doc-1',
  signer: 'patient',
  signerName: null,
  method: 'drawn',
  mime: 'image/png',
  bytes: new Uint8Array([1, 2, 3]),
  signedAt: Date.UTC(2026, 10, 22, 11, 0),
};
const cannotSign: RideSignature = {
  ...drawn,
  signer: 'accompagnant',
  signerName: 'Paul Martin',
  method: 'typed',
  mime: null,
  bytes: null,
};
const missing = { ready: false, missing: COMPLETION_PROOF_MISSING };

describe('[PROOF-DONE1] la fin de course demande la preuve de service', () => {
  it.each([
    ['aucune signature sur le téléphone', null, missing],
    ['la signature tracée du patient', drawn, { ready: true, proof: 'signed' }],
    [
      '« ne peut pas signer », confirmé par son nom',
      cannotSign,
      { ready: true, proof: 'cannot_sign' },
    ],
    ['un tracé vide (ligne abîmée)', { ...drawn, bytes: new Uint8Array() }, missing],
    ['« ne peut pas signer » sans nom', { ...cannotSign, signerName: null }, missing],
  ] as const)('[PROOF-DONE1] %s', (_case, kept, expected) => {
    expect(completionProof('completed', kept)).toEqual(expected);
  });

  it('[PROOF-DONE2] les autres étapes du chauffeur ne la demandent pas', () => {
    for (const { target } of DRIVER_STEPS.filter((step) => step.target !== 'completed'))
      expect(completionProof(target, null)).toEqual({ ready: true, proof: 'not_needed' });
    expect(completionProof('cancelled', null)).toEqual({ ready: true, proof: 'not_needed' });
  });

  it('[PROOF-DONE3] le message dit quoi faire, en français', () => {
    expect(COMPLETION_PROOF_MISSING).toMatch(/signer le patient ou un accompagnant/);
    expect(COMPLETION_PROOF_MISSING).toMatch(/ne peut pas signer/);
    expect(COMPLETION_PROOF_MISSING).not.toMatch(/'/);
  });
});
