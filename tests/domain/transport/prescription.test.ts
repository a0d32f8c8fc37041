import { describe, expect, it } from 'vitest';
import {
  modeMismatchWarning,
  mayReceivePrescribed,
  requestTypeMismatch,
} from '@/domain/transport/prescribed-mode';
import {
  prescriptionDateProblem,
  prescriptionSchema,
  type PrescribedMode,
  type PrescriptionInput,
} from '@/domain/transport/prescription.schema';
import type { ProviderType } from '@/domain/shared/role';
import type { TransportType } from '@/domain/transport/transport-type';

const VALID: PrescriptionInput = {
  mode: 'vsl',
  prescripteur: 'Dr Claire Martin',
  date_prescription: '2027-01-02',
};

describe('[PMT1] the prescription (PMT) schema', () => {
  it('[PMT1] a minimal prescription reads with its defaults', () => {
    expect(prescriptionSchema.parse(VALID)).toEqual({
      ...VALID,
      accord_prealable: false,
      date_accord: null,
      serie: false,
    });
  });

  it('[PMT1] accord préalable with its date, in series', () => {
    const input = { ...VALID, accord_prealable: true, date_accord: '2027-01-03', serie: true };
    expect(prescriptionSchema.parse(input)).toMatchObject(input);
  });

  it.each<[string, Partial<Record<keyof PrescriptionInput, unknown>>, string]>([
    ['no mode', { mode: undefined }, 'Choisissez le mode de transport prescrit.'],
    ['an unknown mode', { mode: 'hélicoptère' }, 'Choisissez le mode de transport prescrit.'],
    ['no prescriber', { prescripteur: ' ' }, 'Indiquez le prescripteur (nom du médecin).'],
    ['no date', { date_prescription: '' }, 'Indiquez la date de la prescription.'],
    ['a French date', { date_prescription: '02/01/2027' }, 'Date invalide (format AAAA-MM-JJ).'],
    [
      'accord without its date',
      { accord_prealable: true },
      'Indiquez la date de l’accord préalable.',
    ],
    [
      'a date without accord',
      { date_accord: '2027-01-03' },
      'Une date d’accord sans accord préalable : cochez « Accord préalable » ou effacez la date.',
    ],
    [
      'accord before the prescription',
      { accord_prealable: true, date_accord: '2027-01-01' },
      'L’accord préalable ne peut précéder la prescription.',
    ],
  ])('[PMT1] %s is refused: « %s »', (_label, change, message) => {
    const result = prescriptionSchema.safeParse({ ...VALID, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('[PMT1] a prescription dated after the ride is flagged', () => {
    const prescription = prescriptionSchema.parse(VALID);
    expect(prescriptionDateProblem(prescription, '2027-01-04')).toBeNull();
    expect(prescriptionDateProblem(prescription, '2027-01-01')).toBe(
      'La prescription est datée après le transport : vérifiez la date.',
    );
  });
});

describe('[PMT2] prescribed mode and the company’s vehicles', () => {
  it.each<[PrescribedMode | null, ProviderType, boolean]>([
    [null, 'vtc', true],
    ['ambulance', 'vtc', false],
    ['vsl', 'vtc', false],
    ['taxi', 'vtc', true],
    ['personnel', 'vtc', true],
    ['ambulance', 'ambulance', true],
    ['vsl', 'ambulance', true],
    ['taxi', 'ambulance', true],
  ])('[PMT2] prescribed %s reaches a %s company: %s', (mode, provider, receives) => {
    expect(mayReceivePrescribed(mode, provider)).toBe(receives);
  });

  it.each<[PrescribedMode | null, ProviderType, TransportType[], string | null]>([
    [null, 'vtc', [], null],
    ['vsl', 'vtc', ['vtc'], 'Transport prescrit en VSL : une société VTC ne peut pas l’effectuer.'],
    [
      'ambulance',
      'vtc',
      [],
      'Transport prescrit en Ambulance : une société VTC ne peut pas l’effectuer.',
    ],
    ['vsl', 'ambulance', ['ambulance'], null],
    ['vsl', 'ambulance', [], null],
    [
      'ambulance',
      'ambulance',
      ['vsl'],
      'Transport prescrit en Ambulance : aucun de vos véhicules ne correspond au mode prescrit.',
    ],
    ['ambulance', 'ambulance', ['vsl', 'ambulance'], null],
    [
      'taxi',
      'ambulance',
      ['ambulance'],
      'Transport prescrit en Taxi conventionné : aucun de vos véhicules ne correspond au mode prescrit.',
    ],
    ['taxi', 'vtc', [], null],
  ])('[PMT2] %s for a %s company with fleet %j → %s', (mode, provider, fleet, warning) => {
    expect(modeMismatchWarning(mode, provider, fleet)).toBe(warning);
  });

  it.each<[PrescribedMode | null, TransportType, boolean]>([
    [null, 'vtc', false],
    ['vsl', 'vsl', false],
    ['vsl', 'ambulance', false],
    ['vsl', 'vtc', true],
    ['ambulance', 'vsl', true],
    ['taxi', 'vtc', false],
  ])('[PMT2] prescribed %s, %s requested → warned: %s', (mode, type, warned) => {
    expect(requestTypeMismatch(mode, type) !== null).toBe(warned);
  });
});
