import type { Place } from './place';
import { searchKey } from './place';

/** One commune of the bundled table (see src/data/local/geocoding): its centre may be approximate or unknown. */
export interface Commune {
  nom: string;
  codesPostaux: readonly string[];
  codeInsee: string;
  lat: number | null;
  lng: number | null;
  precision: 'commune' | 'code-postal' | null;
  /** Thousands of inhabitants: the larger first among equal matches. */
  population: number;
  /** searchKey(nom), computed once. */
  key: string;
}

/** Reads the generated rows « nom|cp cp|insee|lat×1e3|lng×1e3|c/p/''|population k » (one per line). */
export function parseCommuneRows(rows: string): Commune[] {
  return rows.split('\n').flatMap((line) => {
    const [nom, postcodes, codeInsee, lat, lng, precision, population] = line.split('|');
    if (!nom || codeInsee === undefined) return [];
    const located = lat !== '' && lng !== '' && lat !== undefined && lng !== undefined;
    return [
      {
        nom,
        codesPostaux: postcodes ? postcodes.split(' ') : [],
        codeInsee,
        lat: located ? Number(lat) / 1000 : null,
        lng: located ? Number(lng) / 1000 : null,
        precision: located ? (precision === 'c' ? 'commune' : 'code-postal') : null,
        population: Number(population) || 0,
        key: searchKey(nom),
      },
    ];
  });
}

/**
 * What the user typed, split as « <rue> <code postal> <commune> »: the postcode (5 digits, or the start of one
 * typed alone), the commune's words after it, and the street before. Without a postcode the commune is looked for
 * at the end of the text (« 12 rue Garibaldi Lyon »).
 */
interface Query {
  street: string;
  postcode: string | null;
  words: string[];
}

function readQuery(text: string): Query {
  const chunks = text.trim().split(/\s+/).filter(Boolean);
  const at = chunks.findIndex((chunk) => /^\d{5}$/.test(chunk));
  if (at >= 0)
    return {
      street: chunks.slice(0, at).join(' ').replace(/,$/, ''),
      postcode: chunks[at]!,
      words: chunks.slice(at + 1),
    };
  if (chunks.length === 1 && /^\d{2,4}$/.test(chunks[0]!))
    return { street: '', postcode: chunks[0]!, words: [] };
  return { street: '', postcode: null, words: chunks };
}

const byRelevance = (exact: (c: Commune) => boolean) => (a: Commune, b: Commune) =>
  Number(exact(b)) - Number(exact(a)) ||
  b.population - a.population ||
  a.nom.localeCompare(b.nom, 'fr');

function toPlace(commune: Commune, street: string, postcode: string | null): Place {
  const codePostal =
    postcode !== null && commune.codesPostaux.includes(postcode)
      ? postcode
      : (commune.codesPostaux[0] ?? '');
  const coordonnees =
    commune.lat === null || commune.lng === null ? null : { lat: commune.lat, lng: commune.lng };
  return {
    label: [street, [codePostal, commune.nom].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    rue: street,
    codePostal,
    ville: commune.nom,
    codeInsee: commune.codeInsee,
    coordonnees,
    precision: commune.precision,
    source: 'commune',
  };
}

/**
 * Offline search of the communes table: by postcode (exact, or a prefix typed alone) and/or name (its start), the
 * street typed before kept as the place's street. Exact names first, then the most populated.
 */
export function searchCommunes(communes: readonly Commune[], text: string, limit: number): Place[] {
  const query = readQuery(text);
  if (query.postcode !== null) {
    const name = searchKey(query.words.join(' '));
    const matches = communes.filter(
      (commune) =>
        commune.codesPostaux.some((cp) => cp.startsWith(query.postcode!)) &&
        (name === '' || commune.key.startsWith(name)),
    );
    return matches
      .sort(byRelevance((c) => name !== '' && c.key === name))
      .slice(0, limit)
      .map((commune) => toPlace(commune, query.street, query.postcode));
  }
  // The commune is the longest ending run of words naming one: all the words as a name's start, else fewer
  // ending words naming a commune exactly (so « rue » alone never matches « Rueil »).
  for (let take = query.words.length; take >= 1; take -= 1) {
    const name = searchKey(query.words.slice(-take).join(' '));
    if (name === '') continue;
    const whole = take === query.words.length;
    const matches = communes.filter((commune) =>
      whole ? commune.key.startsWith(name) : commune.key === name,
    );
    if (matches.length === 0) continue;
    const street = query.words.slice(0, -take).join(' ').replace(/,$/, '');
    return matches
      .sort(byRelevance((c) => c.key === name))
      .slice(0, limit)
      .map((commune) => toPlace(commune, street, null));
  }
  return [];
}
