import { COMMUNES_ROWS, COMMUNES_SOURCE } from '@/data/local/geocoding/communes-table.generated';
import { parseCommuneRows, searchCommunes } from '@/domain/geocoding/commune-table';
import { formatCount, formatMs, timingCells, type BenchTable } from '@tests/bench/support/report';
import { summarize } from '@tests/bench/support/stats';

/** What a secretary types offline: a name's start, a full name, a postcode, a whole address. */
const QUERIES = [
  ['début de nom', 'vill'],
  ['nom complet', 'Saint-Étienne'],
  ['code postal', '69003'],
  ['adresse entière', '12 rue Garibaldi 69003 Lyon'],
  ['adresse sans code postal', '4 avenue de la République Villeurbanne'],
  ['rien de tel', 'zzzz qqqq'],
] as const;

/** The search behind an address field offline (issue 22 target: < 50 ms a keystroke, median). */
const TARGET_MS = 50;

const now = () => performance.now();

/**
 * Offline commune search (issue 22): reading the bundled table once (the request form's first offline search),
 * then one search per keystroke, over the whole table (Node; a phone is a few times slower).
 */
export function communeSearchInNode(iterations: number): BenchTable {
  const parseSamples: number[] = [];
  let communes = parseCommuneRows(COMMUNES_ROWS);
  for (let run = 0; run < Math.max(3, Math.floor(iterations / 10)); run += 1) {
    const start = now();
    communes = parseCommuneRows(COMMUNES_ROWS);
    parseSamples.push(now() - start);
  }
  const rows: string[][] = [
    ['lecture de la table (une fois)', '—', ...timingCells(summarize(parseSamples))],
  ];
  const medians: number[] = [];
  for (const [label, query] of QUERIES) {
    searchCommunes(communes, query, 6); // warm-up
    const samples: number[] = [];
    let found = 0;
    for (let run = 0; run < iterations; run += 1) {
      const start = now();
      found = searchCommunes(communes, query, 6).length;
      samples.push(now() - start);
    }
    const summary = summarize(samples);
    medians.push(summary.median);
    rows.push([`${label} « ${query} »`, String(found), ...timingCells(summary)]);
  }
  const worst = Math.max(...medians);
  return {
    title: 'Recherche de commune hors ligne (Node)',
    context: [
      `${formatCount(communes.length)} communes (${COMMUNES_SOURCE}) ; ${iterations} mesures par recherche, 6 suggestions au plus.`,
    ],
    columns: ['recherche', 'résultats', 'médiane', 'p95', 'min'],
    rows,
    notes: [
      'La table arrive dans un morceau chargé à la demande (formulaire de demande, première recherche hors ligne),',
      'lue une fois puis gardée en mémoire : chaque frappe ne coûte que la recherche.',
    ],
    verdicts: [
      {
        target: `recherche de commune hors ligne < ${TARGET_MS} ms par frappe`,
        measured: `${formatMs(worst)} (pire médiane)`,
        met: worst < TARGET_MS,
      },
    ],
  };
}
