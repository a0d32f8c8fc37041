import { describe, expect, it } from 'vitest';
import { addressSchema, departmentOf, formatAddress } from '@/domain/transport/address.schema';
import { readCoordinates, readPosition } from '@/domain/transport/geo';
import { findEntryByOpId, historyEntrySchema } from '@/domain/transport/history-entry.schema';
import { readId, readText, readTextList } from '@/domain/transport/lenient-fields';
import { MOBILITY_LABELS, MOBILITIES, readMobility } from '@/domain/transport/mobility';
import {
  isUrgentPriority,
  MULTI_ROLE_PRIORITY,
  PRIORITIES,
  PRIORITY_LABELS,
  readPriority,
} from '@/domain/transport/priority';
import { hasResponseFrom, responsesSchema } from '@/domain/transport/responses.schema';

describe('[TF1] adresses : les parties manquantes se lisent vides', () => {
  it.each([
    ['absente', undefined, { rue: '', ville: '', codePostal: '', coordonnees: null }],
    [
      'texte seul',
      '5 rue Vieille',
      { rue: '5 rue Vieille', ville: '', codePostal: '', coordonnees: null },
    ],
    ['liste', ['x'], { rue: '', ville: '', codePostal: '', coordonnees: null }],
    [
      'GeoPoint sérialisé',
      { ville: 'Nice', coordonnees: { _lat: 43.7, _long: 7.26 } },
      { rue: '', ville: 'Nice', codePostal: '', coordonnees: { lat: 43.7, lng: 7.26 } },
    ],
    [
      'coordonnées hors bornes',
      { rue: 'r', coordonnees: { lat: 120, lng: 2 } },
      { rue: 'r', ville: '', codePostal: '', coordonnees: null },
    ],
  ])('[TF1] %s', (_name, raw, expected) => {
    expect(addressSchema.parse(raw)).toEqual(expected);
  });

  it.each([
    [
      { rue: ' 12 rue de la Paix ', ville: 'Paris', codePostal: '75002', coordonnees: null },
      '12 rue de la Paix, 75002 Paris',
    ],
    [{ rue: '', ville: 'Paris', codePostal: '', coordonnees: null }, 'Paris'],
    [{ rue: '', ville: '', codePostal: '', coordonnees: null }, ''],
  ])('[TF1] formatAddress %#', (address, line) => {
    expect(formatAddress(address)).toBe(line);
  });

  it.each([
    ['75002', '75'],
    ['06 000', '06'],
    ['97411', '974'],
    ['20000', '20'],
    ['', ''],
    ['Paris', ''],
  ])('[TF1] département de %s → « %s »', (codePostal, department) => {
    expect(departmentOf(codePostal)).toBe(department);
  });
});

describe('[TF2] positions GPS', () => {
  it.each([
    [
      { lat: 1, lng: 2, accuracy: 5 },
      { lat: 1, lng: 2, accuracy: 5 },
    ],
    [
      { lat: 1, lng: 2, accuracy: -1 },
      { lat: 1, lng: 2 },
    ],
    [
      { latitude: 1, longitude: 2, accuracy: Number.NaN },
      { lat: 1, lng: 2 },
    ],
    [{ lat: '1', lng: 2 }, null],
    [null, null],
  ])('[TF2] %j', (raw, expected) => {
    expect(readPosition(raw)).toEqual(expected);
    expect(readCoordinates(raw)).toEqual(expected && { lat: expected.lat, lng: expected.lng });
  });
});

describe('[TF3] historique_etats : anciennes entrées et refus', () => {
  it('[TF3] une entrée ancienne prend applied vrai, op_id et server_timestamp nuls', () => {
    expect(historyEntrySchema.parse({ status: 'accepted', server_timestamp: 5 })).toEqual({
      etat: 'accepted',
      timestamp: 5,
      updated_by: null,
      notes: null,
      reason: null,
      position: null,
      op_id: null,
      server_timestamp: 5,
      applied: true,
      refusal_code: null,
      refusal_reason: null,
      updated_by_name: null,
      updated_by_role: null,
      updated_by_org: null,
      device_id: null,
    });
  });
  it('[TF3] une entrée refusée garde son code et sa raison ; un code inconnu devient nul', () => {
    const refused = {
      etat: 'arrived_pickup',
      timestamp: 1,
      op_id: 'op-9',
      applied: false,
      refusal_reason: 'Annulé',
    };
    expect(historyEntrySchema.parse({ ...refused, refusal_code: 'terminal' })).toMatchObject({
      applied: false,
      refusal_code: 'terminal',
      refusal_reason: 'Annulé',
    });
    expect(historyEntrySchema.parse({ ...refused, refusal_code: 'autre' }).refusal_code).toBeNull();
  });
  it('[TF3] findEntryByOpId', () => {
    const entries = [historyEntrySchema.parse({ etat: 'pending', timestamp: 1, op_id: 'a' })];
    expect(findEntryByOpId(entries, 'a')?.etat).toBe('pending');
    expect(findEntryByOpId(entries, 'b')).toBeNull();
  });
});

describe('[TF4] responses : clé par transporteur, lecture tolérante', () => {
  it('[TF4] formes variées, entrées illisibles écartées', () => {
    const parsed = responsesSchema.parse({
      ambu_0001: 'interested',
      ambu_0002: true,
      vtc_0001: { status: 'declined', at: { seconds: 10, nanoseconds: 0 }, orgId: 'vtc_0001' },
      'u-42': { response: 'accepted', org_id: 'ambu_0042', timestamp: 7 },
      ambu_0003: { status: 'peut-être' },
      ambu_0004: 3,
    });
    expect(parsed).toEqual({
      ambu_0001: { status: 'interested', at: null, orgId: null },
      ambu_0002: { status: 'interested', at: null, orgId: null },
      vtc_0001: { status: 'declined', at: 10_000, orgId: 'vtc_0001' },
      'u-42': { status: 'accepted', at: 7, orgId: 'ambu_0042' },
    });
    expect(hasResponseFrom(parsed, 'ambu_0042')).toBe(true);
    expect(hasResponseFrom(parsed, 'ambu_0001')).toBe(true);
    expect(hasResponseFrom(parsed, 'clin_0001')).toBe(false);
    expect(responsesSchema.parse(undefined)).toEqual({});
  });
});

describe('[TF5] lecteurs de champs', () => {
  it.each([
    ['texte', readText('abc'), 'abc'],
    ['nombre', readText(75001), '75001'],
    ['infini', readText(Number.POSITIVE_INFINITY), ''],
    ['objet', readText({}), ''],
    ['id blanc', readId(' '), null],
    ['id', readId('x'), 'x'],
    ['liste', readTextList(['a', ' ', 4]), ['a', '4']],
    ['liste en texte', readTextList('a, b,,'), ['a', 'b']],
    ['rien', readTextList(null), []],
  ])('[TF5] %s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('[TF6] priorités et mobilités', () => {
  it('[TF6] libellés français pour chaque valeur', () => {
    for (const priority of PRIORITIES) expect(PRIORITY_LABELS[priority]).toMatch(/^[A-Z]/);
    for (const mobility of MOBILITIES) expect(MOBILITY_LABELS[mobility]).toMatch(/^[A-Z]/);
  });
  it.each([
    ['critique', 'high', 3, true],
    ['urgent', 'medium', 2, true],
    ['normale', 'low', 1, false],
  ] as const)('[TF6] %s → %s / %i', (priority, label, level, urgent) => {
    expect(MULTI_ROLE_PRIORITY[priority]).toEqual({ priority: label, urgency_level: level });
    expect(isUrgentPriority(priority)).toBe(urgent);
  });
  it.each([
    [undefined, 'normale'],
    ['Urgent', 'urgent'],
    [2, 'normale'],
  ])('[TF6] readPriority(%j) = %s', (raw, expected) => {
    expect(readPriority(raw)).toBe(expected);
  });
  it.each([
    ['fauteuil-roulant', 'fauteuil_roulant'],
    ['Brancard', 'brancard'],
    ['aide', 'aide'],
    ['marche', null],
    [undefined, null],
  ])('[TF6] readMobility(%j) = %s', (raw, expected) => {
    expect(readMobility(raw)).toBe(expected);
  });
});
