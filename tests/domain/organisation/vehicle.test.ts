import { describe, expect, it } from 'vitest';
import {
  normaliseRegistration,
  REGISTRATION_ERROR,
  unitsNotice,
  vehicleInputSchema,
} from '@/domain/organisation/vehicle';

describe('[VEH1] French registrations AA-123-AA', () => {
  it.each([
    ['AB-123-CD', 'AB-123-CD'],
    ['ab 123 cd', 'AB-123-CD'],
    ['AB123CD', 'AB-123-CD'],
  ])('[VEH1] « %s » is stored as %s', (raw, stored) => {
    expect(normaliseRegistration(raw)).toBe(stored);
    expect(
      vehicleInputSchema.parse({ kind: 'vsl', registration: raw, label: 'VSL 1' }).registration,
    ).toBe(stored);
  });
  it.each(['1234-AB-75', 'AB-12-CD', 'OB-123-CD', 'AB-123-CU', ''])(
    '[VEH1] « %s » is refused with the French format',
    (raw) => {
      const parsed = vehicleInputSchema.safeParse({
        kind: 'vsl',
        registration: raw,
        label: 'VSL 1',
      });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain(REGISTRATION_ERROR);
    },
  );
});

describe('[VEH2] a vehicle has a kind, a label, equipment, and is active by default', () => {
  it('[VEH2] defaults', () => {
    expect(
      vehicleInputSchema.parse({
        kind: 'ambulance',
        registration: 'AB-123-CD',
        label: ' Ambulance 2 ',
      }),
    ).toEqual({
      kind: 'ambulance',
      registration: 'AB-123-CD',
      label: 'Ambulance 2',
      equipment: [],
      active: true,
    });
  });
  it.each([
    [{ kind: 'camion', registration: 'AB-123-CD', label: 'X' }, 'Choisissez le type de véhicule.'],
    [
      { kind: 'vsl', registration: 'AB-123-CD', label: '  ' },
      'Donnez un nom au véhicule (ex. « Ambulance 2 »).',
    ],
  ])('[VEH2] %o → %s', (input, message) => {
    const parsed = vehicleInputSchema.safeParse(input);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('[VEH3] a notice when more units are used than subscribed', () => {
  it.each([
    [3, 3, null],
    [2, null, null],
    [
      4,
      3,
      '4 véhicules actifs : cela dépasse les unités souscrites (3). Mettez à jour votre abonnement dans « Abonnement ».',
    ],
    [
      2,
      1,
      '2 véhicules actifs : cela dépasse les unités souscrites (1). Mettez à jour votre abonnement dans « Abonnement ».',
    ],
  ])('[VEH3] %i utilisés pour %o prévus', (used, subscribed, notice) => {
    expect(unitsNotice(used, subscribed, 'véhicules actifs')).toBe(notice);
  });
});
