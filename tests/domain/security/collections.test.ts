import { describe, expect, it } from 'vitest';
import {
  canReadOffer,
  canReadTransport,
  canReadTransportPrivate,
  ORGANISATION_COLLECTIONS,
  PRIVATE_ONLY_FIELDS,
  TRANSPORT_PRIVATE_FIELDS,
} from '@/domain/security/collections';
import { COMPANY_ID_PREFIXES } from '@/domain/ids/formatted-id';
import { EDITABLE_TRANSPORT_FIELDS } from '@/domain/sync/operation';
import { ACTORS, transportIn } from '../transport/fixtures';

describe('[SEC3] partage d’un transport entre document public et document privé', () => {
  it('[SEC3] les champs privés seulement sont modifiables et dans le document privé', () => {
    const editable: readonly string[] = EDITABLE_TRANSPORT_FIELDS;
    const privateKeys: readonly string[] = TRANSPORT_PRIVATE_FIELDS;
    for (const field of PRIVATE_ONLY_FIELDS) {
      expect(editable).toContain(field);
      expect(privateKeys).toContain(field);
    }
  });
  it('[SEC3] une collection de sociétés par type de société', () => {
    expect(Object.keys(ORGANISATION_COLLECTIONS).sort()).toEqual(
      Object.keys(COMPANY_ID_PREFIXES).sort(),
    );
  });
});

describe('[SEC4] qui lit quoi', () => {
  it('[SEC4] un candidat lit la demande, pas la partie privée ; le transporteur qui a accepté lit les deux', () => {
    const waiting = transportIn('pending');
    expect(canReadTransport(waiting, ACTORS.otherAmbulance)).toBe(true);
    expect(canReadTransportPrivate(waiting, ACTORS.otherAmbulance)).toBe(false);
    const accepted = transportIn('accepted');
    expect(canReadTransport(accepted, ACTORS.ambulance)).toBe(true);
    expect(canReadTransportPrivate(accepted, ACTORS.ambulance)).toBe(true);
  });
  it('[SEC4] le patient transporté et la clinique demandeuse lisent la partie privée', () => {
    const t = transportIn('en_route_pickup', { patient_id: ACTORS.patient.uid });
    expect(canReadTransportPrivate(t, ACTORS.patient)).toBe(true);
    expect(canReadTransportPrivate(t, ACTORS.clinic)).toBe(true);
    expect(canReadTransportPrivate(t, ACTORS.otherClinic)).toBe(false);
  });
  it.each([
    ['admin', 'ambulance', true],
    ['ambulance', 'vsl', true],
    ['ambulance', 'vtc', false],
    ['vtc', 'ambulance', false],
    ['clinique', 'vsl', false],
    ['patient', 'vsl', false],
  ] as const)('[SEC4] offre lue par %s pour le type %s : %s', (role, type, expected) => {
    expect(canReadOffer(role, type)).toBe(expected);
  });
});
