import { describe, expect, it } from 'vitest';
import {
  parseTransportInput,
  TRANSPORT_INPUT_WARNINGS,
} from '@/domain/transport/transport-input.schema';
import { VALID_INPUT } from './fixtures';

describe('[TI1] validation dure, messages en français', () => {
  it('[TI1] une saisie minimale est valide, priorité normale par défaut', () => {
    const result = parseTransportInput({
      type_transport: 'ambulance',
      date_transport: '2026-11-23T08:30:00Z',
      adresse_depart: { ville: 'Lyon' },
      adresse_arrivee: { rue: '1 quai Claude Bernard' },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.priorite).toBe('normale');
    expect(result.value.patient_info).toEqual({
      firstName: '',
      lastName: '',
      phone: '',
      birthDate: '',
    });
    expect(result.value.informations_medicales.mobilite).toBeNull();
  });

  it.each([
    [
      'type manquant',
      { type_transport: undefined },
      'type_transport',
      'Choisissez le type de transport : ambulance, VSL ou VTC.',
    ],
    [
      'date manquante',
      { date_transport: '' },
      'date_transport',
      'La date du transport est obligatoire.',
    ],
    [
      'date absente',
      { date_transport: undefined },
      'date_transport',
      'La date du transport est obligatoire.',
    ],
    [
      'date illisible',
      { date_transport: 'lundi' },
      'date_transport',
      'La date du transport est invalide.',
    ],
    ['priorité inconnue', { priorite: 'haute' }, 'priorite', 'Priorité inconnue.'],
    [
      'départ sans rue ni ville',
      { adresse_depart: { rue: ' ', codePostal: '75001' } },
      'adresse_depart',
      'Indiquez au moins la rue ou la ville de départ.',
    ],
    [
      'arrivée vide',
      { adresse_arrivee: {} },
      'adresse_arrivee',
      'Indiquez au moins la rue ou la ville d’arrivée.',
    ],
    [
      'code postal de départ',
      { adresse_depart: { ville: 'Paris', codePostal: '750' } },
      'adresse_depart.codePostal',
      'Le code postal de départ doit comporter 5 chiffres.',
    ],
    [
      'code postal d’arrivée',
      { adresse_arrivee: { ville: 'Paris', codePostal: 'AB123' } },
      'adresse_arrivee.codePostal',
      'Le code postal d’arrivée doit comporter 5 chiffres.',
    ],
  ])('[TI1] %s', (_name, fields, field, message) => {
    const result = parseTransportInput({ ...VALID_INPUT, ...fields });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContainEqual({ field, message });
  });
});

describe('[TI2] contrôles souples du §5 : avertissements, saisie valide quand même', () => {
  it('[TI2] aucun avertissement pour une saisie complète', () => {
    expect(parseTransportInput(VALID_INPUT)).toMatchObject({ ok: true, warnings: [] });
  });
  it.each([
    [
      'prénom vide',
      { patient_info: { ...VALID_INPUT.patient_info, firstName: ' ' } },
      ['Le prénom du patient est vide'],
    ],
    [
      'nom vide',
      { patient_info: { ...VALID_INPUT.patient_info, lastName: '' } },
      ['Le nom du patient est vide'],
    ],
    ['rue de départ vide', { adresse_depart: { ville: 'Paris' } }, ['La rue de départ est vide']],
    ['rue d’arrivée vide', { adresse_arrivee: { ville: 'Paris' } }, ['La rue d’arrivée est vide']],
    [
      'tout vide',
      { patient_info: undefined, adresse_depart: { ville: 'A' }, adresse_arrivee: { ville: 'B' } },
      Object.values(TRANSPORT_INPUT_WARNINGS),
    ],
  ])('[TI2] %s', (_name, fields, warnings) => {
    expect(parseTransportInput({ ...VALID_INPUT, ...fields })).toMatchObject({
      ok: true,
      warnings,
    });
  });
});
