import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isBanQuery, parseBanResponse } from '@/domain/geocoding/ban-response';

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../support/ban/${name}.json`, import.meta.url), 'utf8'));

describe('[GEOC1] reading the Base Adresse Nationale’s answer', () => {
  it('[GEOC1] a house number: street line, postcode, city, INSEE code, [lng, lat] turned into {lat, lng}', () => {
    const parsed = parseBanResponse(recorded('8-bd-du-port'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.places[0]).toEqual({
      label: '8 Boulevard du Port 80000 Amiens',
      rue: '8 Boulevard du Port',
      codePostal: '80000',
      ville: 'Amiens',
      codeInsee: '80021',
      coordonnees: { lat: 49.897443, lng: 2.290084 },
      precision: 'adresse',
      source: 'ban',
    });
  });

  it.each([
    ['8-bd-du-port', ['8 Boulevard du Port 80000 Amiens', '8 Boulevard du Port 44000 Nantes']],
    ['place-arsonval-lyon', ["5 Place d'Arsonval 69003 Lyon", "Place d'Arsonval 69003 Lyon"]],
    ['lyon', ['Lyon', 'Lyon 9e Arrondissement']],
    ['no-result', []],
  ])('[GEOC1] %s: the features kept (score floor 0.3, broken ones skipped)', (name, labels) => {
    const parsed = parseBanResponse(recorded(name));
    expect(parsed.ok && parsed.places.map((place) => place.label)).toEqual(labels);
  });

  it.each([
    ['adresse', "5 Place d'Arsonval"],
    ['rue', "Place d'Arsonval"],
  ])('[GEOC1] precision %s (BAN housenumber / street) keeps its street line', (precision, rue) => {
    const parsed = parseBanResponse(recorded('place-arsonval-lyon'));
    const place = parsed.ok ? parsed.places.find((each) => each.precision === precision) : null;
    expect(place?.rue).toBe(rue);
  });

  it('[GEOC1] a municipality has no street; a locality is a lieu-dit', () => {
    const parsed = parseBanResponse(recorded('lyon'));
    if (!parsed.ok) throw new Error('expected ok');
    expect(parsed.places.map((p) => [p.rue, p.precision])).toEqual([
      ['', 'commune'],
      ['Lyon 9e Arrondissement', 'lieu-dit'],
    ]);
  });

  it.each([null, 'erreur', { type: 'Feature' }, { type: 'FeatureCollection' }])(
    '[GEOC1] an unexpected body (%j) is refused in French',
    (body) => {
      expect(parseBanResponse(body)).toEqual({
        ok: false,
        error: 'Réponse inattendue du service d’adresses.',
      });
    },
  );

  it.each([
    ['ly', false],
    ['lyo', true],
    ['  69', false],
    ['690', true],
    ['-lyon', false],
    ['Évry', true],
  ])('[GEOC1] « %s » is sent to the BAN: %s', (query, sent) => {
    expect(isBanQuery(query)).toBe(sent);
  });
});
