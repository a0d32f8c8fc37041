import { describe, expect, it } from 'vitest';
import { parseCommuneRows, searchCommunes } from '@/domain/geocoding/commune-table';
import { isApproximate, placeNote } from '@/domain/geocoding/place';

// Same format as the generated table: nom|codes postaux|insee|lat×1e3|lng×1e3|précision|population (milliers).
const ROWS = [
  'Lyon|69001 69002 69003 69004 69005 69006 69007 69008 69009|69123|45758|4835|c|520',
  'Villeurbanne|69100|69266|45767|4880|c|150',
  'Saint-Étienne|42000 42100|42218|45434|4390|c|170',
  'Saint-Étienne-de-Tinée|06660|06120|44257|6926|p|2',
  'Rueil-Malmaison|92500|92063|48877|2180|c|78',
  'Lyons-la-Forêt|27480|27377|49399|1476|c|1',
  'Lapoutroie|68650|68175|||',
].join('\n');
const communes = parseCommuneRows(ROWS);
const search = (text: string, limit = 5) => searchCommunes(communes, text, limit);

describe('[GEOC2] the bundled communes table, searched offline', () => {
  it('[GEOC2] rows are read with their centre, precision and population', () => {
    expect(communes).toHaveLength(7);
    expect(communes[0]).toMatchObject({
      nom: 'Lyon',
      codeInsee: '69123',
      lat: 45.758,
      lng: 4.835,
      precision: 'commune',
      population: 520,
    });
    expect(communes[6]).toMatchObject({ nom: 'Lapoutroie', lat: null, lng: null, precision: null });
  });

  it.each<[string, string[]]>([
    ['lyon', ['Lyon', 'Lyons-la-Forêt']],
    ['LYONS', ['Lyons-la-Forêt']],
    ['st etienne', ['Saint-Étienne', 'Saint-Étienne-de-Tinée']],
    ['saint-etienne-de', ['Saint-Étienne-de-Tinée']],
    ['69003', ['Lyon']],
    ['691', ['Villeurbanne']],
    ['69', ['Lyon', 'Villeurbanne']],
    ['42100 saint', ['Saint-Étienne']],
    ['rue', ['Rueil-Malmaison']],
    ['zzz', []],
  ])('[GEOC2] « %s » → %j (exact name first, then the most populated)', (text, names) => {
    expect(search(text).map((place) => place.ville)).toEqual(names);
  });

  it('[GEOC2] the postcode typed is kept; the street typed before it becomes the place’s street', () => {
    expect(search('12 rue Garibaldi 69003 Lyon')[0]).toEqual({
      label: '12 rue Garibaldi, 69003 Lyon',
      rue: '12 rue Garibaldi',
      codePostal: '69003',
      ville: 'Lyon',
      codeInsee: '69123',
      coordonnees: { lat: 45.758, lng: 4.835 },
      precision: 'commune',
      source: 'commune',
    });
  });

  it('[GEOC2] without a postcode the commune is found at the end of the text', () => {
    const [place] = search('3 rue de la Paix Villeurbanne');
    expect([place?.rue, place?.ville, place?.codePostal]).toEqual([
      '3 rue de la Paix',
      'Villeurbanne',
      '69100',
    ]);
  });

  it('[GEOC2] the limit holds', () => {
    expect(search('69', 1)).toHaveLength(1);
  });

  it.each<[string, boolean, string | null]>([
    ['lyon', true, 'Position approximative (centre de la commune).'],
    ['saint-etienne-de', true, 'Position approximative (secteur du code postal).'],
    ['lapoutroie', false, 'Adresse non localisée : distances et zone inconnues.'],
  ])('[GEOC2] « %s » is approximate: %s, with its note', (text, approximate, note) => {
    const [place] = search(text);
    expect(isApproximate(place!)).toBe(approximate);
    expect(placeNote(place!)).toBe(note);
  });
});
