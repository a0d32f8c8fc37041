import { describe, expect, it } from 'vitest';
import {
  defaultOrganisationSettings,
  organisationSettingsOf,
  organisationSettingsSchema,
} from '@/domain/organisation/organisation-settings';

describe('[ORG10] organisation settings default per role (spec §9)', () => {
  it.each([
    ['ambulance', 50, true, ['ambulance', 'vsl']],
    ['vtc', 60, false, ['vtc']],
    ['taxi', 60, false, ['vtc']],
    ['clinique', 100, false, ['ambulance', 'vsl', 'vtc']],
    ['patient', 30, false, []],
  ])('[ORG10] %s → %i km, urgent 24 h %s, %j', (role, radius, urgent, types) => {
    expect(defaultOrganisationSettings(role)).toEqual({
      interventionRadiusKm: radius,
      openingHours: { start: '08:00', end: '18:00' },
      urgent24hNotifications: urgent,
      transportTypes: types,
      escalationDelays: { critique: 5, urgent: 15, normale: 120 },
    });
  });

  it('[ORG10] what was saved wins over the defaults, field by field', () => {
    expect(organisationSettingsOf('vtc', { interventionRadiusKm: 12 }).interventionRadiusKm).toBe(
      12,
    );
    expect(organisationSettingsOf('vtc', null).interventionRadiusKm).toBe(60);
    // Issue 23: a clinic's delays, each read within its bounds.
    expect(
      organisationSettingsOf('clinique', {
        escalationDelays: { critique: 1, urgent: 0, normale: 60 },
      }).escalationDelays,
    ).toEqual({ critique: 1, urgent: 15, normale: 60 });
  });
});

describe('[ORG11] settings are validated with French messages', () => {
  const valid = defaultOrganisationSettings('ambulance');
  it.each([
    [{ interventionRadiusKm: 0 }, 'Le rayon d’intervention doit être d’au moins 1 km.'],
    [
      { interventionRadiusKm: 2.5 },
      'Le rayon d’intervention doit être un nombre entier de kilomètres.',
    ],
    [
      { openingHours: { start: '18:00', end: '08:00' } },
      'L’heure de fermeture doit suivre l’heure d’ouverture.',
    ],
    [{ openingHours: { start: '8h', end: '18:00' } }, 'Heure d’ouverture invalide (HH:MM).'],
    [{ transportTypes: [] }, 'Choisissez au moins un type de transport.'],
    [
      { escalationDelays: { critique: 0, urgent: 15, normale: 120 } },
      'Le délai critique doit être d’au moins 1 minute.',
    ],
    [
      { escalationDelays: { critique: 5, urgent: 15, normale: 1441 } },
      'Le délai normal ne peut dépasser 24 heures (1 440 minutes).',
    ],
  ])('[ORG11] %j → %s', (change, message) => {
    const parsed = organisationSettingsSchema.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('[ORG11] the defaults are valid', () => {
    expect(organisationSettingsSchema.safeParse(valid).success).toBe(true);
  });
});
