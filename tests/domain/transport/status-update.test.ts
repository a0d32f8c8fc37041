import { describe, expect, it } from 'vitest';
import { statusUpdateSchema } from '@/domain/transport/status-update';
import { ACTORS } from './fixtures';

describe('[TU1] une mise à jour d’état se valide à la lecture de la file d’envoi', () => {
  it('[TU1] l’heure de l’appareil se normalise en millisecondes', () => {
    const parsed = statusUpdateSchema.parse({
      opId: 'op-1',
      status: 'arrived_pickup',
      actor: ACTORS.ambulance,
      deviceTime: { seconds: 10, nanoseconds: 5_000_000 },
      position: { lat: 48.8, lng: 2.3 },
    });
    expect(parsed).toEqual({
      opId: 'op-1',
      status: 'arrived_pickup',
      actor: ACTORS.ambulance,
      deviceTime: 10_005,
      position: { lat: 48.8, lng: 2.3 },
    });
  });
  it.each([
    ['opId vide', { opId: '' }],
    ['état inconnu', { status: 'parti' }],
    ['rôle inconnu', { actor: { ...ACTORS.ambulance, role: 'taxi' } }],
    ['heure illisible', { deviceTime: 'hier' }],
    ['position hors bornes', { position: { lat: 91, lng: 0 } }],
  ])('[TU1] refusée : %s', (_name, fields) => {
    const raw = {
      opId: 'op-1',
      status: 'completed',
      actor: ACTORS.ambulance,
      deviceTime: 1,
      ...fields,
    };
    expect(statusUpdateSchema.safeParse(raw).success).toBe(false);
  });
});

describe('[TU2] the author’s name, the device and the fix time travel with the update', () => {
  const base = { opId: 'op-1', status: 'arrived_pickup', actor: ACTORS.ambulance, deviceTime: 1 };

  it('[TU2] kept when present', () => {
    const parsed = statusUpdateSchema.parse({
      ...base,
      actor: { ...ACTORS.ambulance, name: 'Julien Moreau' },
      deviceId: 'appareil-1',
      position: { lat: 48.8, lng: 2.3, capturedAt: 1_700_000_000_000 },
    });
    expect(parsed.actor.name).toBe('Julien Moreau');
    expect(parsed.deviceId).toBe('appareil-1');
    expect(parsed.position?.capturedAt).toBe(1_700_000_000_000);
  });

  it('[TU2] an outbox entry written before them still parses', () => {
    expect(statusUpdateSchema.parse(base)).toEqual(base);
  });

  it.each([
    ['nom non textuel', { actor: { ...ACTORS.ambulance, name: 7 } }],
    ['appareil non textuel', { deviceId: 7 }],
    ['heure du relevé illisible', { position: { lat: 1, lng: 2, capturedAt: 'hier' } }],
  ])('[TU2] refusée : %s', (_name, fields) => {
    expect(statusUpdateSchema.safeParse({ ...base, ...fields }).success).toBe(false);
  });
});
