import { describe, expect, it } from 'vitest';
import {
  ESTABLISHMENT_COLLECTIONS,
  parseEstablishment,
} from '@/domain/establishment/establishment';
import { findAssociatedUser } from '@/domain/user/associated-user';

describe('[EST1] establishment documents (ambulanceCompanies, clinics) for member lookups', () => {
  it('[EST1] collection names', () => {
    expect(ESTABLISHMENT_COLLECTIONS).toEqual({
      ambulance: 'ambulanceCompanies',
      clinique: 'clinics',
    });
  });

  it('[EST1] a clinic with members parses and can be searched', () => {
    const result = parseEstablishment('clinique', 'clin_0001', {
      name: 'Clinique du Parc',
      siret: 'ignored',
      associatedUsers: [
        { id: 'm1', email: 'accueil@parc.fr', name: 'Accueil', role: 'secrétaire' },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      id: 'clin_0001',
      kind: 'clinique',
      name: 'Clinique du Parc',
    });
    expect(findAssociatedUser([result.value], 'ACCUEIL@parc.fr')?.user.id).toBe('m1');
  });

  it('[EST1] no associatedUsers reads as an empty list', () => {
    const result = parseEstablishment('ambulance', 'ambu_0002', { name: 'Ambulances Martin' });
    expect(result.ok && result.value.associatedUsers).toEqual([]);
  });

  it('[EST1] a malformed member list is an error naming the collection', () => {
    const result = parseEstablishment('ambulance', 'ambu_0003', {
      associatedUsers: [{ email: 1 }],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.collection).toBe('ambulanceCompanies');
  });
});
