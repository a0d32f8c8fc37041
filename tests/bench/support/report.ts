import type { Summary } from './stats';

/**
 * What a benchmark hands back: plain data, so a Chromium page can return it through Playwright and the Node
 * side prints it with the same code. Figures are information, never pass/fail.
 */
export interface BenchTable {
  title: string;
  /** Where and how it ran (engine, storage, dataset), printed under the title. */
  context: string[];
  columns: string[];
  rows: string[][];
  /** Printed under the table: interpretation lines where a target is missed, caveats. */
  notes: string[];
  /** The targets this table speaks to, for the closing summary. */
  verdicts?: Verdict[];
}

export interface Verdict {
  target: string;
  measured: string;
  /** null: not measured here. */
  met: boolean | null;
}

export function verdictTable(verdicts: readonly Verdict[]): BenchTable {
  const status = (met: boolean | null) =>
    met === null ? 'non mesuré' : met ? 'atteinte' : 'MANQUÉE (voir la note du tableau)';
  return {
    title: 'Récapitulatif des cibles de l’issue (médianes)',
    context: [],
    columns: ['cible', 'mesure', 'statut'],
    rows: verdicts.map((verdict) => [verdict.target, verdict.measured, status(verdict.met)]),
    notes: [],
  };
}

export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms >= 100) return `${ms.toFixed(0)} ms`;
  if (ms >= 10) return `${ms.toFixed(1)} ms`;
  return `${ms.toFixed(2)} ms`;
}

export const formatRatio = (ratio: number) =>
  Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '—';

export const formatCount = (count: number) => count.toLocaleString('fr-FR').replace(/\s/g, ' ');

/** The usual timing cells: median, p95, min. */
export const timingCells = (summary: Summary) => [
  formatMs(summary.median),
  formatMs(summary.p95),
  formatMs(summary.min),
];

const NUMERIC = /^[\d\s.,×—-]+(ms|s|×)?$/;

export function renderTable(table: BenchTable): string {
  const widths = table.columns.map((column, index) =>
    Math.max(column.length, ...table.rows.map((row) => (row[index] ?? '').length)),
  );
  const cell = (text: string, index: number) => {
    const width = widths[index] ?? 0;
    // Figures right-aligned, labels left-aligned.
    return index > 0 && NUMERIC.test(text) ? text.padStart(width) : text.padEnd(width);
  };
  const line = (cells: string[]) => `│ ${cells.map(cell).join(' │ ')} │`;
  const rule = (left: string, middle: string, right: string) =>
    `${left}${widths.map((width) => '─'.repeat(width + 2)).join(middle)}${right}`;
  return [
    '',
    `■ ${table.title}`,
    ...table.context.map((text) => `  ${text}`),
    rule('┌', '┬', '┐'),
    line(table.columns),
    rule('├', '┼', '┤'),
    ...table.rows.map(line),
    rule('└', '┴', '┘'),
    ...table.notes.map((text) => `  → ${text}`),
  ].join('\n');
}

export function printTable(table: BenchTable): void {
  console.info(renderTable(table));
}

/** A benchmark that crashed: printed in place of its table; the run then exits non-zero. */
export function printCrash(name: string, error: unknown): void {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`\n■ ${name} — ÉCHEC (le benchmark a planté, aucun chiffre)\n${detail}`);
}
