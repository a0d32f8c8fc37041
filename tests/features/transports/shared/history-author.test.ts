import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '@/domain/shared/role';
import { roleAccountPhrase, roleWord } from '@/domain/roles/role-names';
import { authorLabel } from '@/features/transports/shared/history-author';
import { historyEntry, mirroredBeforeAuthors } from './history-fixtures';

const julien = historyEntry({
  updated_by: 'u-ambu',
  updated_by_name: 'Julien Moreau',
  updated_by_role: 'ambulance',
  updated_by_org: 'ambu_0001',
});

describe('[TH5] who made an entry, in plain French', () => {
  it('is « vous » for the signed-in user', () => {
    expect(authorLabel(julien, 'u-ambu')).toBe('vous');
  });

  const ride = {
    provider_org_id: 'ambu_0001',
    provider_org_name: 'Ambulances Bellecour',
    requester_org_id: 'clin_0001',
    requester_org_name: 'Clinique du Parc',
  };

  it('is the name and, in a French phrase, the organisation they acted for (issue 25: no « (ambulance, …) »)', () => {
    expect(authorLabel(julien, 'u-clinique', ride)).toBe(
      'Julien Moreau, pour Ambulances Bellecour',
    );
    expect(authorLabel(julien, undefined, ride)).toBe('Julien Moreau, pour Ambulances Bellecour');
  });

  it('never quotes an organisation id: one the ride does not name is left out', () => {
    expect(authorLabel(julien, undefined)).toBe('Julien Moreau, compte ambulance');
    expect(authorLabel(julien, undefined, { ...ride, provider_org_name: undefined })).toBe(
      'Julien Moreau, compte ambulance',
    );
    expect(authorLabel({ ...julien, updated_by_org: 'ambu_0002' }, undefined, ride)).toBe(
      'Julien Moreau, compte ambulance',
    );
  });

  it('falls back to the uid on entries written before names were kept', () => {
    expect(authorLabel(historyEntry({ updated_by: 'u-abc123' }), undefined)).toBe('u-abc123');
    expect(authorLabel(historyEntry({ updated_by: null }), undefined)).toBe('inconnu');
  });

  it('copes with an entry mirrored by an earlier app version, which lacks the new keys', () => {
    expect(authorLabel(mirroredBeforeAuthors(julien), undefined)).toBe('u-ambu');
  });

  it('says what it knows when only part of the author is known', () => {
    expect(authorLabel({ ...julien, updated_by_name: null, updated_by_org: null }, undefined)).toBe(
      'u-ambu, compte ambulance',
    );
    expect(authorLabel({ ...julien, updated_by_role: null }, undefined, ride)).toBe(
      'Julien Moreau, pour Ambulances Bellecour',
    );
  });

  it('names every role as a word, an acronym keeping its capitals', () => {
    expect(USER_TYPES.map(roleWord)).toEqual([
      'administrateur',
      'ambulance',
      'VTC',
      'clinique',
      'patient',
    ]);
    expect(USER_TYPES.map(roleAccountPhrase)).toEqual([
      'compte administrateur',
      'compte ambulance',
      'compte VTC',
      'compte clinique',
      'compte patient',
    ]);
  });
});
