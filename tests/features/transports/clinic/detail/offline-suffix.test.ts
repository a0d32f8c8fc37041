import { describe, expect, it } from 'vitest';
import { offlineNote } from '@/features/transports/clinic/detail/offline-suffix';

describe('[OFFNOTE1] the offline note of a confirmation', () => {
  it('leaves the message alone online and says when it will leave offline, in the right number', () => {
    expect(offlineNote('Transport annulé', true)).toBe('Transport annulé');
    expect(offlineNote('Transport annulé', false)).toBe(
      'Transport annulé — elle partira dès le retour du réseau',
    );
    expect(offlineNote('Modifications enregistrées', false, true)).toBe(
      'Modifications enregistrées — elles partiront dès le retour du réseau',
    );
  });
});
