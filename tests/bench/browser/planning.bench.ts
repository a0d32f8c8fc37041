// The planning board (issue 23 item 3): 50 drivers × 7 days × 400 rides rendered by the real components in
// Chromium (production React), then one ride dragged over 40 rows and dropped. Budgets stated here.
import { chromium } from '@playwright/test';
import { formatMs, timingCells, type BenchTable } from '@tests/bench/support/report';
import { summarize } from '@tests/bench/support/stats';
import { buildPage, CHROMIUM_ARGS, chromiumPath, serve } from './chromium.bench';
import type { PlanningSample } from './planning-page';

export interface PlanningPlan {
  runs: number;
}

/** A drag move must fit a 60 Hz frame; a drop must show the ride on its row within 100 ms (feels immediate). */
const MOVE_BUDGET_MS = 16;
const DROP_BUDGET_MS = 100;
const FIRST_PAINT_BUDGET_MS = 500;

export async function runPlanning(plan: PlanningPlan): Promise<BenchTable> {
  const dir = await buildPage('planning.html');
  const { server, url } = await serve(dir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${url}planning.html`);
    await page.waitForFunction(() => 'planningBench' in window);
    const samples: PlanningSample[] = [];
    for (let i = 0; i < plan.runs; i += 1) {
      samples.push(
        await page.evaluate(() =>
          (
            window as unknown as { planningBench: { run(): Promise<PlanningSample> } }
          ).planningBench.run(),
        ),
      );
    }
    const first = summarize(samples.map((s) => s.firstRender));
    const painted = summarize(samples.map((s) => s.firstPaint));
    const moves = summarize(samples.flatMap((s) => s.moves));
    const drop = summarize(samples.map((s) => s.drop));
    const met = {
      paint: painted.median <= FIRST_PAINT_BUDGET_MS,
      move: moves.p95 <= MOVE_BUDGET_MS,
      drop: drop.median <= DROP_BUDGET_MS,
    };
    return {
      title: 'Planning : 50 chauffeurs × 7 jours × 400 transports (Chromium)',
      context: [
        `Chromium ${browser.version()} headless, 1280×800, React de production ; ${plan.runs} montages.`,
        'Les composants réels du tableau (PlanningBoard, useBoardDrag, buildBoard) ; le dépôt met à jour',
        'l’état comme après l’écriture dans l’outbox (écriture Dexie mesurée par « tap → UI »).',
      ],
      columns: ['mesure', 'médiane', 'p95', 'min', 'budget'],
      rows: [
        ['premier rendu (commit React)', ...timingCells(first), '—'],
        ['premier rendu → peinture', ...timingCells(painted), formatMs(FIRST_PAINT_BUDGET_MS)],
        [
          'déplacement pendant le glisser (par mouvement)',
          ...timingCells(moves),
          `${formatMs(MOVE_BUDGET_MS)} (p95)`,
        ],
        [
          'dépôt → peinture (transport sur sa ligne)',
          ...timingCells(drop),
          formatMs(DROP_BUDGET_MS),
        ],
      ],
      notes: [
        ...(met.move ? [] : ['Un mouvement dépasse une image à 60 Hz : le fantôme saccade.']),
        ...(met.drop ? [] : ['Le dépôt dépasse 100 ms : la réponse ne paraît plus immédiate.']),
        ...(errors.length > 0 ? [`Erreurs de la page : ${errors.join(' | ')}`] : []),
      ],
      verdicts: [
        {
          target: `Planning : premier affichage ≤ ${formatMs(FIRST_PAINT_BUDGET_MS)}`,
          measured: formatMs(painted.median),
          met: met.paint,
        },
        {
          target: `Planning : mouvement de glisser ≤ ${formatMs(MOVE_BUDGET_MS)} (p95)`,
          measured: formatMs(moves.p95),
          met: met.move,
        },
        {
          target: `Planning : dépôt → peinture ≤ ${formatMs(DROP_BUDGET_MS)}`,
          measured: formatMs(drop.median),
          met: met.drop,
        },
      ],
    };
  } finally {
    await browser.close();
    server.close();
  }
}
