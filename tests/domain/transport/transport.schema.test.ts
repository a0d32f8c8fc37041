import { describe, expect, it } from 'vitest';
import { TRANSPORT_EXPIRY_MS } from '@/domain/constants';
import { parseTransport, TRANSPORT_COLLECTION } from '@/domain/transport/transport.schema';
import { CREATED_AT } from './fixtures';

const seconds = (millis: number) => ({ seconds: millis / 1000, nanoseconds: 0 });

/** A document as the original app stored it: Firestore timestamps, both state fields, partial data. */
const STORED = {
  transport_id: 'tr_ambu_00042',
  requester_org_id: 'clin_0001',
  type_transport: 'ambulance',
  priorite: 'urgent',
  date_transport: '2026-11-23T08:30:00.000Z',
  adresse_depart: {
    rue: '3 avenue Foch',
    ville: 'Lyon',
    codePostal: 69006,
    coordonnees: { latitude: 45.77, longitude: 4.85 },
  },
  adresse_arrivee: { ville: 'Villeurbanne' },
  patient_info: { firstName: 'Paul', lastName: 'Durand' },
  informations_medicales: {
    mobilite: 'Fauteuil roulant',
    needsOxygen: true,
    equipements_speciaux: 'oxygène, brancard',
  },
  equipements_requis: ['oxygène'],
  etat: 'pending',
  status: 'pending',
  historique_etats: [{ etat: 'pending', timestamp: seconds(CREATED_AT), updated_by: 'u-clinique' }],
  created_at: seconds(CREATED_AT),
  createdBy: 'u-clinique',
  champ_inconnu: 'ignoré',
};

describe('[TP1] un document réel se lit et se normalise', () => {
  it('[TP1] champs, horodatages et valeurs par défaut', () => {
    const result = parseTransport('doc-42', STORED);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(TRANSPORT_COLLECTION).toBe('transport');
    expect(result.value).toEqual({
      id: 'doc-42',
      transport_id: 'tr_ambu_00042',
      patient_id: null,
      global_patient_id: null,
      requester_org_id: 'clin_0001',
      provider_org_id: null,
      assigned_driver: null,
      assigned_vehicle: null,
      type_transport: 'ambulance',
      priorite: 'urgent',
      date_transport: Date.UTC(2026, 10, 23, 8, 30),
      adresse_depart: {
        rue: '3 avenue Foch',
        ville: 'Lyon',
        codePostal: '69006',
        coordonnees: { lat: 45.77, lng: 4.85 },
      },
      adresse_arrivee: { rue: '', ville: 'Villeurbanne', codePostal: '', coordonnees: null },
      patient_info: { firstName: 'Paul', lastName: 'Durand', phone: '', birthDate: '' },
      informations_medicales: {
        pathologie: '',
        mobilite: 'fauteuil_roulant',
        needsOxygen: true,
        needsStretcher: false,
        equipements_speciaux: ['oxygène', 'brancard'],
      },
      equipements_requis: ['oxygène'],
      commentaires: '',
      etat: 'pending',
      status: 'pending',
      historique_etats: [
        {
          etat: 'pending',
          timestamp: CREATED_AT,
          updated_by: 'u-clinique',
          updated_by_name: null,
          updated_by_role: null,
          updated_by_org: null,
          device_id: null,
          notes: null,
          reason: null,
          position: null,
          op_id: null,
          server_timestamp: null,
          applied: true,
          refusal_code: null,
          refusal_reason: null,
        },
      ],
      date_expiration: CREATED_AT + TRANSPORT_EXPIRY_MS,
      source: 'manual_entry',
      responses: {},
      modifications: [],
      // Issue 22: no series, no other leg.
      series_id: null,
      series_index: null,
      series_count: null,
      trip_leg: null,
      partner_id: null,
      retour_sur_appel: false,
      created_at: CREATED_AT,
      updated_at: CREATED_AT,
      updated_by: null,
      created_by: 'u-clinique',
      createdBy: 'u-clinique',
    });
  });

  it('[TP1] le document porte l’id Firestore, pas un id stocké périmé', () => {
    const result = parseTransport('doc-vrai', { ...STORED, id: 'ancien' });
    expect(result.ok && result.value.id).toBe('doc-vrai');
  });
});

describe('[TP2] etat et status sont toujours égaux', () => {
  it.each([
    ['seulement etat', { etat: 'accepted', status: undefined }, 'accepted'],
    ['seulement status', { etat: undefined, status: 'completed' }, 'completed'],
    ['les deux, différents : etat l’emporte', { etat: 'assigned', status: 'accepted' }, 'assigned'],
  ])('[TP2] %s', (_name, fields, expected) => {
    const result = parseTransport('doc', { ...STORED, ...fields });
    expect(result.ok && [result.value.etat, result.value.status]).toEqual([expected, expected]);
  });
});

describe('[TP3] normalisations de champs', () => {
  it.each([
    ['priorité inconnue → normale', { priorite: 'haute' }, { priorite: 'normale' }],
    ['priorité en majuscules', { priorite: ' CRITIQUE ' }, { priorite: 'critique' }],
    ['type en majuscules', { type_transport: 'VSL' }, { type_transport: 'vsl' }],
    ['source admin_test', { source: 'admin_test' }, { source: 'admin_test' }],
    ['source inconnue → manual_entry', { source: 'import' }, { source: 'manual_entry' }],
    [
      'created_by recopié dans createdBy',
      { created_by: 'u-1', createdBy: undefined },
      { createdBy: 'u-1' },
    ],
    [
      'createdAt en camelCase',
      { created_at: undefined, createdAt: CREATED_AT },
      { created_at: CREATED_AT },
    ],
    [
      'date_expiration stockée gardée',
      { date_expiration: seconds(CREATED_AT + 1000) },
      { date_expiration: CREATED_AT + 1000 },
    ],
    ['historique absent → liste vide', { historique_etats: 'rien' }, { historique_etats: [] }],
    ['updated_at stocké', { updated_at: CREATED_AT + 5 }, { updated_at: CREATED_AT + 5 }],
    ['id vide → null', { provider_org_id: '  ' }, { provider_org_id: null }],
    [
      'booléen en texte',
      { informations_medicales: { needsStretcher: 'true' } },
      { informations_medicales: expect.objectContaining({ needsStretcher: true }) },
    ],
    [
      'mobilité inconnue → null',
      { informations_medicales: { mobilite: 'vélo' } },
      { informations_medicales: expect.objectContaining({ mobilite: null }) },
    ],
    [
      'mobilité non textuelle → null',
      { informations_medicales: { mobilite: 3 } },
      { informations_medicales: expect.objectContaining({ mobilite: null }) },
    ],
    [
      'patient_info illisible → vide',
      { patient_info: 'Paul' },
      { patient_info: { firstName: '', lastName: '', phone: '', birthDate: '' } },
    ],
  ])('[TP3] %s', (_name, fields, expected) => {
    const result = parseTransport('doc', { ...STORED, ...fields });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toMatchObject(expected);
  });
});

describe('[TP4] un document invalide donne une erreur typée, jamais une exception', () => {
  it.each([
    ['pas un objet', null, 'Document vide ou illisible'],
    ['liste', [STORED], 'Document vide ou illisible'],
    [
      'état inconnu',
      { ...STORED, etat: 'en_attente', status: undefined },
      'État du transport inconnu ou manquant',
    ],
    [
      'aucun état',
      { ...STORED, etat: undefined, status: undefined },
      'État du transport inconnu ou manquant',
    ],
    [
      'type inconnu',
      { ...STORED, type_transport: 'hélicoptère' },
      'Type de transport inconnu ou manquant',
    ],
    ['type non textuel', { ...STORED, type_transport: 3 }, 'Type de transport inconnu ou manquant'],
    [
      'date illisible',
      { ...STORED, date_transport: 'demain' },
      'date_transport: Horodatage illisible',
    ],
    ['pas de création', { ...STORED, created_at: undefined }, 'created_at'],
    [
      'entrée d’historique sans état',
      { ...STORED, historique_etats: [{ timestamp: 1 }] },
      'historique_etats.0.etat',
    ],
    [
      'entrée d’historique non objet',
      { ...STORED, historique_etats: ['pending'] },
      'historique_etats.0',
    ],
  ])('[TP4] %s', (_name, raw, issue) => {
    const result = parseTransport('doc-x', raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ collection: 'transport', id: 'doc-x' });
    expect(result.error.issues.join('\n')).toContain(issue);
  });
});
