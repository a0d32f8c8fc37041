// First-load JavaScript of the built app, in gzip bytes (level 9, deterministic): what a visitor's browser must
// download before a page works. Read from Vite's manifest (build.manifest), so lazy chunks a page does not need
// are not counted and those it needs are. Used by the build (prints, fails over budget) and by its test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SESSION_PRELOAD_ENTRIES } from '../src/config/session-preload';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export const KIB = 1024;

/** Budgets of issue 14, in bytes of gzipped JavaScript. */
export const BUDGETS = {
  public: 90 * KIB,
  dashboard: 260 * KIB,
} as const;

/**
 * Known overruns, each with its own ceiling and reason, printed with the figures: the check still fails if the
 * page grows. Remove an entry once the page fits the budget.
 */
export const BUDGET_EXCEPTIONS: Record<string, { budget: number; reason: string }> = {};

/** The app shell every page loads (index.html's script and its modulepreloads). */
export const ENTRY = 'index.html';

/**
 * What a signed-in dashboard's first load adds to the shell: the session, the guards, the dashboards' routes and
 * layout — the modules the signed-in start preloads, named once in src/config/session-preload.ts.
 */
export const SESSION_MODULES: readonly string[] = SESSION_PRELOAD_ENTRIES;

export const DASHBOARD_PAGES: Record<string, string> = {
  '/dashboard/ambulance': 'src/features/transports/provider/ambulance-dashboard-page.tsx',
  '/dashboard/vtc': 'src/features/transports/provider/vtc-dashboard-page.tsx',
  '/dashboard/clinique': 'src/features/transports/clinic/clinic-dashboard-page.tsx',
  '/dashboard/utilisateur': 'src/features/transports/patient/patient-space-page.tsx',
};

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunks loaded, statically, with these modules (the modules themselves included). */
export function chunksOf(manifest: Manifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Module absent du manifeste de build : ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

export function gzipBytes(outDir: string, files: readonly string[]): number {
  return files.reduce(
    (total, file) => total + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
    0,
  );
}

export interface FirstLoad {
  page: string;
  kind: keyof typeof BUDGETS;
  bytes: number;
  budget: number;
}

/** First load of each public page (shell, + its page module when it hydrates) and each dashboard (shell + session + page). */
export function measureFirstLoads(
  outDir: string,
  publicPages: readonly { path: string; module: string; hydrated: boolean }[],
): FirstLoad[] {
  const manifest = readManifest(outDir);
  const measure = (modules: string[]) => gzipBytes(outDir, chunksOf(manifest, modules));
  return [
    ...publicPages.map((page) => ({
      page: page.path,
      kind: 'public' as const,
      // A static page keeps its prerendered HTML: its module loads only when reached by navigation.
      bytes: measure(page.hydrated ? [ENTRY, page.module] : [ENTRY]),
      budget: BUDGET_EXCEPTIONS[page.path]?.budget ?? BUDGETS.public,
    })),
    ...Object.entries(DASHBOARD_PAGES).map(([page, module]) => ({
      page,
      kind: 'dashboard' as const,
      bytes: measure([ENTRY, ...SESSION_MODULES, module]),
      budget: BUDGETS.dashboard,
    })),
  ];
}

export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

export function formatFirstLoads(loads: readonly FirstLoad[]): string {
  const width = Math.max(...loads.map((load) => load.page.length));
  return loads
    .map(
      (load) =>
        `${load.bytes > load.budget ? '✗' : '✓'} ${load.page.padEnd(width)}  ${kib(load.bytes).padStart(10)}` +
        ` / ${kib(load.budget)} (${load.kind})` +
        (BUDGET_EXCEPTIONS[load.page]
          ? ` — exception : ${BUDGET_EXCEPTIONS[load.page]!.reason}`
          : ''),
    )
    .join('\n');
}

export function overBudget(loads: readonly FirstLoad[]): FirstLoad[] {
  return loads.filter((load) => load.bytes > load.budget);
}
