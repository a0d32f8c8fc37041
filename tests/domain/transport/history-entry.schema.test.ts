import { describe, expect, it } from 'vitest';
import { entryAuthorFields, historyEntrySchema } from '@/domain/transport/history-entry.schema';

const ENTRY = { etat: 'accepted', timestamp: 1, updated_by: 'u-ambu' };

describe('[HE1] an entry names its author, their role and organisation, and the device', () => {
  it('[HE1] reads them back as written', () => {
    const named = {
      ...ENTRY,
      updated_by_name: 'Julien Moreau',
      updated_by_role: 'ambulance',
      updated_by_org: 'ambu_0001',
      device_id: 'appareil-1',
    };
    expect(historyEntrySchema.parse(named)).toMatchObject(named);
  });

  it('[HE1] an entry written before them reads them as null', () => {
    expect(historyEntrySchema.parse(ENTRY)).toMatchObject({
      updated_by: 'u-ambu',
      updated_by_name: null,
      updated_by_role: null,
      updated_by_org: null,
      device_id: null,
    });
  });

  it('[HE1] an unreadable value reads as null, never rejects the entry', () => {
    const odd = {
      ...ENTRY,
      updated_by_name: '  ',
      updated_by_role: 'pilote',
      updated_by_org: 42,
      device_id: {},
    };
    expect(historyEntrySchema.parse(odd)).toMatchObject({
      updated_by_name: null,
      updated_by_role: null,
      updated_by_org: '42',
      device_id: null,
    });
  });
});

describe('[HE2] entryAuthorFields', () => {
  it('[HE2] copies the author in, name trimmed', () => {
    const author = {
      uid: 'u-ambu',
      name: ' Julien Moreau ',
      role: 'ambulance',
      orgId: 'ambu_0001',
    } as const;
    expect(entryAuthorFields(author, 'appareil-1')).toEqual({
      updated_by: 'u-ambu',
      updated_by_name: 'Julien Moreau',
      updated_by_role: 'ambulance',
      updated_by_org: 'ambu_0001',
      device_id: 'appareil-1',
    });
  });

  it('[HE2] what is unknown is null, never undefined (Firestore refuses it)', () => {
    expect(entryAuthorFields({ uid: 'u-ambu', role: 'ambulance', orgId: '' }, undefined)).toEqual({
      updated_by: 'u-ambu',
      updated_by_name: null,
      updated_by_role: 'ambulance',
      updated_by_org: null,
      device_id: null,
    });
  });
});
