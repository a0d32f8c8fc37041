// The benchmark programme behind `npm run bench` (loaded by run.mjs through Vite's module runner). Figures are
// printed, never asserted: the exit code says only whether every benchmark ran.
import 'fake-indexeddb/auto';
import { existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import {
  chromiumPath,
  openChromium,
  type ChromiumPlan,
  type ChromiumSession,
} from './browser/chromium.bench';
import { runColdStart, type ColdStartPlan } from './browser/cold-start.bench';
import { runFirebaseSignIn, type FirebaseSignInPlan } from './browser/firebase-sign-in.bench';
import { runPlanning } from './browser/planning.bench';
import { runVersus, type VersusPlan } from './browser/versus.bench';
import { communeSearchInNode } from './node/commune-search.bench';
import { drainInNode } from './node/drain.bench';
import { messageUnreadOnFakeIndexedDb } from './node/message-unread.bench';
import { migrationOnDemoBackend } from './node/migration.bench';
import { tabQueriesOnFakeIndexedDb } from './node/tab-queries.bench';
import { tapToUiOnFakeIndexedDb } from './node/tap-to-ui.bench';
import {
  formatMs,
  printCrash,
  printTable,
  verdictTable,
  type BenchTable,
  type Verdict,
} from './support/report';

/** The full plan takes well over 15 min on a 2-core machine; BENCH_QUICK=1 for a fast smoke run of the harness. */
const QUICK = process.env.BENCH_QUICK === '1';
/**
 * BENCH_ONLY=<part of a suite's name>[,<another>…]: run just the suites whose name holds one of the parts (case and
 * accents as printed), e.g. BENCH_ONLY=sdk,cold-start,connexion for issue 24's figures in one run.
 */
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((part) => part.trim().toLowerCase())
  .filter((part) => part !== '');
const isChosen = (suite: { name: string }) =>
  ONLY.length === 0 || ONLY.some((part) => suite.name.toLowerCase().includes(part));
const PLAN: {
  chromium: ChromiumPlan;
  node: NodePlan;
  versus: VersusPlan;
  coldStart: ColdStartPlan;
  firebaseSignIn: FirebaseSignInPlan;
} = {
  chromium: {
    tabSizes: QUICK ? [2_000] : [10_000, 50_000],
    tabIterations: QUICK ? { 2000: 3 } : { 10000: 15, 50000: 5 },
    tapSize: QUICK ? 2_000 : 10_000,
    tapIterations: QUICK ? 5 : 30,
    drainRuns: QUICK ? { 100: 1, 1000: 0 } : { 100: 5, 1000: 2 },
  },
  node: {
    tabSizes: QUICK ? [2_000] : [10_000],
    tapSize: QUICK ? 2_000 : 10_000,
    tapIterations: QUICK ? 5 : 20,
    drainRuns: QUICK ? { 100: 1, 1000: 0 } : { 100: 5, 1000: 2 },
    firestoreRuns: QUICK ? { 100: 1, 1000: 0 } : { 100: 3, 1000: 1 },
    migration: QUICK ? { transports: 1_000, users: 100 } : { transports: 10_000, users: 1_000 },
  },
  versus: {
    tapSize: QUICK ? 2_000 : 10_000,
    tapIterations: QUICK ? 5 : 30,
    drainRuns: QUICK ? { 100: 1, 1000: 0 } : { 100: 3, 1000: 1 },
    durableRides: QUICK ? 4 : 10,
  },
  // The figure is for 10 000 transports either way; quick runs only start fewer times.
  coldStart: { transports: 10_000, runs: QUICK ? 3 : 10 },
  firebaseSignIn: { runs: QUICK ? 3 : 7 },
};

interface NodePlan {
  tabSizes: number[];
  tapSize: number;
  tapIterations: number;
  drainRuns: Record<100 | 1000, number>;
  firestoreRuns: Record<100 | 1000, number>;
  migration: { transports: number; users: number };
}

function printHeader() {
  const cores = cpus();
  const load = loadavg().map((value) => value.toFixed(2));
  console.info(
    [
      'Benchmarks — transport sanitaire (npm run bench)',
      `Machine : Node ${process.version}, ${cores.length} CPU (${cores[0]?.model.trim() ?? '?'}), ` +
        `${Math.round(totalmem() / 2 ** 30)} Gio, ${process.platform} ${process.arch} ; ` +
        `charge moyenne au départ ${load.join(' / ')}`,
      'Chiffres informatifs, jamais des assertions ; médiane / p95 (rang le plus proche) / min sur « runs » mesures.',
      'Chromium = IndexedDB réel (les chiffres qui comptent) ; Node = fake-indexeddb, bien plus lent qu’un vrai',
      'IndexedDB : y lire les ratios et les tendances plutôt que les valeurs absolues.',
      ...(QUICK
        ? [
            'BENCH_QUICK=1 : tailles et répétitions réduites (vérification du banc, pas des chiffres).',
          ]
        : []),
    ].join('\n'),
  );
}

interface Suite {
  name: string;
  run(): Promise<BenchTable | BenchTable[] | null>;
}

export async function main(): Promise<number> {
  const started = performance.now();
  printHeader();
  const verdicts: Verdict[] = [];
  let crashed = 0;
  let chromium: ChromiumSession | null = null;
  let chromiumProblem: string | null = null;

  const inChromium =
    (work: (session: ChromiumSession) => Promise<BenchTable>, what: string) => async () => {
      if (chromium === null && chromiumProblem === null) {
        if (!existsSync(chromiumPath())) {
          chromiumProblem = `non mesuré : Chromium introuvable (${chromiumPath()} ; CHROMIUM_PATH=…)`;
        } else {
          try {
            chromium = await openChromium(PLAN.chromium);
          } catch (error) {
            chromiumProblem = 'non mesuré : Chromium n’a pas démarré (voir l’échec plus haut)';
            throw error;
          }
        }
      }
      if (chromium === null) {
        console.info(`\n■ ${what} — Chromium : ${chromiumProblem}`);
        return null;
      }
      return work(chromium);
    };

  const suites: Suite[] = [
    { name: 'Tap → UI (Chromium)', run: inChromium((s) => s.tapToUi(), 'Tap → UI') },
    {
      name: 'Tap → UI (Node)',
      run: () => tapToUiOnFakeIndexedDb(PLAN.node.tapSize, PLAN.node.tapIterations),
    },
    {
      name: 'Listes du tableau de bord (Chromium)',
      run: inChromium((s) => s.tabQueries(), 'Listes du tableau de bord'),
    },
    {
      name: 'Listes du tableau de bord (Node)',
      run: () => tabQueriesOnFakeIndexedDb(PLAN.node.tabSizes),
    },
    {
      name: 'Vidage de l’outbox (Chromium)',
      run: inChromium((s) => s.drain(), 'Vidage de l’outbox'),
    },
    {
      name: 'Vidage de l’outbox (Node)',
      run: () => drainInNode({ runs: PLAN.node.drainRuns, firestoreRuns: PLAN.node.firestoreRuns }),
    },
    {
      // BENCH_ONLY=messages: 2 000 and 20 000 messages on 200 threads, the navigation's unread count and the list.
      name: 'Messages non lus (Node)',
      run: () => messageUnreadOnFakeIndexedDb(200, QUICK ? [10] : [10, 100], QUICK ? 5 : 15),
    },
    {
      // BENCH_ONLY=commune: issue 22's offline address search.
      name: 'Recherche de commune hors ligne (Node)',
      run: async () => communeSearchInNode(QUICK ? 20 : 200),
    },
    {
      name: 'Migration multi-rôles (Node)',
      run: () => migrationOnDemoBackend(PLAN.node.migration.transports, PLAN.node.migration.users),
    },
    {
      // BENCH_ONLY=planning: issue 23 item 3's board, its own page and browser.
      name: 'Planning : rendu et glisser-déposer (Chromium, planning)',
      run: () => runPlanning({ runs: QUICK ? 3 : 10 }),
    },
    {
      // BENCH_ONLY=cold-start: the production build (dist/, built when missing) in its own browser profile.
      name: 'Démarrage à froid hors ligne → liste du chauffeur (Chromium, cold-start)',
      run: () => runColdStart(PLAN.coldStart),
    },
    {
      // BENCH_ONLY=connexion: its own emulators, build and browser (issue 24 item 4).
      name: 'Connexion → tableau de bord, mode Firebase (Chromium, émulateurs)',
      run: () => runFirebaseSignIn(PLAN.firebaseSignIn),
    },
    {
      name: 'Notre moteur contre le SDK Firestore hors ligne (Chromium, émulateur)',
      run: async () => {
        // Its own browsers (persistent profiles, restarted): the shared one is done by now, let it go.
        await (chromium as ChromiumSession | null)?.close();
        chromium = null;
        chromiumProblem ??= 'fermé avant la comparaison avec le SDK';
        return runVersus(PLAN.versus);
      },
    },
  ];

  try {
    for (const suite of suites.filter(isChosen)) {
      try {
        const result = await suite.run();
        if (result === null) continue;
        for (const table of Array.isArray(result) ? result : [result]) {
          printTable(table);
          verdicts.push(...(table.verdicts ?? []));
        }
      } catch (error) {
        crashed += 1;
        printCrash(suite.name, error);
      }
    }
  } finally {
    await (chromium as ChromiumSession | null)?.close();
  }

  printTable(verdictTable(verdicts));
  console.info(
    `\nDurée totale : ${formatMs(performance.now() - started)} ; ` +
      (crashed === 0 ? 'tous les benchmarks ont tourné.' : `${crashed} benchmark(s) en échec.`),
  );
  return crashed === 0 ? 0 : 1;
}
