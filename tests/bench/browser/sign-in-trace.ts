// Where a Firebase sign-in spends its time (issue 24 item 4): each request the page makes (Auth emulator calls,
// Firestore reads and queries named from the WebChannel's messages, scripts), the screens it goes through (the
// address, the guards' and the data's spinners, the list) and the app's own `performance.mark`s, in ms from the
// click on « Se connecter ». The bench prints, per event, the median of its first occurrence over the runs.
import type { Page, Request } from '@playwright/test';
import { formatMs, type BenchTable } from '@tests/bench/support/report';
import { summarize } from '@tests/bench/support/stats';

/** One run: event name → ms from the click to its start (and to its end, for a request that finished). */
export type SignInTimeline = Map<string, { start: number; end?: number }>;

const SCREENS: Record<string, string> = {
  'écran : « Connexion… » sur le bouton': 'Connexion…',
  'écran : « Ouverture des données… »': 'Ouverture des données…',
  'écran : « Vérification de l’abonnement… »': 'Vérification de l’abonnement…',
  'écran : tableau de bord (titre)': 'Tableau de bord établissement',
};

/** The timeline's event for the list's first render (a filed request on screen). */
export const LIST_DRAWN = 'écran : liste dessinée (demande déposée)';

/** The page side: the click's time, each screen's first appearance and each address, in performance.now() ms. */
function pageProbe(args: { screens: Record<string, string>; listed: string; drawn: string }) {
  const seen: Record<string, number> = {};
  const w = window as unknown as { __signInTrace: Record<string, number> };
  w.__signInTrace = seen;
  const note = (name: string) => {
    if (!(name in seen)) seen[name] = performance.now();
  };
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('button[type=submit]'))
        note('clic');
    },
    true,
  );
  const look = () => {
    if (!('clic' in seen)) return;
    note(`adresse : ${location.pathname}`);
    const text = document.body?.textContent ?? '';
    for (const [name, needle] of Object.entries(args.screens))
      if (text.includes(needle)) note(name);
    if (text.includes(args.listed)) note(args.drawn);
  };
  new MutationObserver(look).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  try {
    new PerformanceObserver((list) => {
      const click = seen.clic;
      if (click === undefined) return;
      for (const entry of list.getEntries()) {
        if (entry.startTime < click) continue;
        seen['tâches longues (somme)'] = (seen['tâches longues (somme)'] ?? 0) + entry.duration;
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no longtask entries in this engine
  }
}

/** A Firestore WebChannel message, named by what it asks (a document read, a query, a write). */
function firestoreMessages(body: string | null, channel: string): string[] {
  if (!body) return [];
  const names: string[] = [];
  for (const [key, value] of new URLSearchParams(body)) {
    if (!key.endsWith('___data__')) continue;
    try {
      const message = JSON.parse(value) as {
        addTarget?: {
          documents?: { documents: string[] };
          query?: { structuredQuery?: { from?: { collectionId: string }[] }; parent?: string };
        };
        writes?: { update?: { name: string }; delete?: string }[];
      };
      const documents = message.addTarget?.documents?.documents;
      const query = message.addTarget?.query;
      const collectionOf = (path: string) => {
        const parts = path.split('/documents/')[1]?.split('/') ?? [];
        return parts.length >= 2
          ? parts
              .slice(0, -1)
              .filter((_, i) => i % 2 === 0)
              .join('/')
          : path;
      };
      if (documents) names.push(`Firestore : lecture ${documents.map(collectionOf).join(', ')}`);
      else if (query) {
        const from = query.structuredQuery?.from?.map((each) => each.collectionId).join(', ');
        names.push(`Firestore : requête ${from ?? '?'}`);
      } else if (message.writes?.length) {
        const written = message.writes.map((each) =>
          collectionOf(each.update?.name ?? each.delete ?? '?'),
        );
        names.push(`Firestore : écriture ${[...new Set(written)].join(', ')}`);
      }
    } catch {
      names.push(`Firestore : ${channel}`);
    }
  }
  return names;
}

function requestNames(request: Request): string[] {
  const url = new URL(request.url());
  if (url.pathname.includes('identitytoolkit') || url.pathname.includes('securetoken'))
    return [`Auth : ${url.pathname.slice(url.pathname.lastIndexOf('/') + 1)}`];
  const channel = /Firestore\/(\w+)\/channel/.exec(url.pathname)?.[1];
  if (channel) {
    if (request.method() !== 'POST') return [];
    return firestoreMessages(request.postData(), channel);
  }
  if (url.pathname.endsWith('.js')) {
    const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
    // Vite's content hash out of the name, so the runs line up.
    return [`script : ${file.replace(/-[\w-]{8}\.js$/, '.js')}`];
  }
  return [];
}

/** Once per page, before its first navigation: the page side of the trace, `listed` the list's sign. */
export const installSignInProbe = (page: Page, listed: string) =>
  page.addInitScript(pageProbe, { screens: SCREENS, listed, drawn: LIST_DRAWN });

/** The chunks worth a line of their own; the others are counted in one line (BENCH_TRACE=1: every one). */
const NAMED_SCRIPTS = [
  'auth-schemas',
  'session-bridge',
  'create-firebase-adapters',
  'guard-outlets',
  'dashboard-branch',
  'dashboard-layout',
  'dashboard-index-redirect',
  'clinic-dashboard-page',
];

function scriptLine(name: string): string {
  if (process.env.BENCH_TRACE === '1') return name;
  const named = NAMED_SCRIPTS.find((each) => name === `script : ${each}.js`);
  return named ? name : 'scripts : tous les autres (premier début, dernière fin)';
}

/** Records one sign-in on a probed `page`: call before the navigation to /auth, `read` once the list is drawn. */
export function traceSignIn(page: Page) {
  const requests: { names: string[]; request: Request; finished: boolean }[] = [];
  const onRequest = (request: Request) => {
    const names = requestNames(request);
    if (names.length) requests.push({ names, request, finished: false });
  };
  const onFinished = (request: Request) => {
    const found = requests.find((each) => each.request === request);
    if (found) found.finished = true;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  return {
    async read(): Promise<SignInTimeline> {
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      const timeline: SignInTimeline = new Map();
      const add = (name: string, start: number, end?: number) => {
        const known = timeline.get(name);
        if (!known) return void timeline.set(name, end === undefined ? { start } : { start, end });
        // An aggregated line: from its first start to its last end.
        known.start = Math.min(known.start, start);
        if (end !== undefined) known.end = Math.max(known.end ?? end, end);
      };
      const inPage = await page.evaluate(() => {
        const seen = (window as unknown as { __signInTrace?: Record<string, number> })
          .__signInTrace;
        const marks = performance
          .getEntriesByType('mark')
          .map((mark) => [mark.name, mark.startTime] as const);
        return { seen: seen ?? {}, marks, origin: performance.timeOrigin };
      });
      const click = inPage.seen.clic ?? 0;
      for (const [name, at] of Object.entries(inPage.seen)) {
        if (name === 'clic') continue;
        add(name, name.startsWith('tâches longues') ? at : at - click);
      }
      for (const [name, at] of inPage.marks) if (at >= click) add(`repère : ${name}`, at - click);
      // The requests' wall-clock times (Playwright's timing) on the page's clock.
      const clickWall = inPage.origin + click;
      for (const each of requests) {
        const timing = each.request.timing();
        const start = timing.startTime - clickWall;
        if (start < 0) continue;
        const end =
          each.finished && timing.responseEnd >= 0 ? start + timing.responseEnd : undefined;
        for (const name of each.names)
          add(name.startsWith('script : ') ? scriptLine(name) : name, start, end);
      }
      return timeline;
    },
  };
}

/** Median of each event's first occurrence over the runs, in the order events happen. */
export function breakdownTable(title: string, runs: SignInTimeline[]): BenchTable {
  const names = [...new Set(runs.flatMap((run) => [...run.keys()]))];
  const rows = names.map((name) => {
    const starts = runs.flatMap((run) => (run.has(name) ? [run.get(name)!.start] : []));
    const ends = runs.flatMap((run) => {
      const end = run.get(name)?.end;
      return end === undefined ? [] : [end];
    });
    return {
      name,
      start: summarize(starts).median,
      end: ends.length ? summarize(ends).median : Number.NaN,
      seen: starts.length,
    };
  });
  rows.sort((a, b) => a.start - b.start);
  return {
    title,
    context: [
      'ms depuis le clic, médiane de la première occurrence de chaque événement sur les connexions mesurées ;',
      'Firestore : le message envoyé sur le canal (la réponse arrive sur le flux de retour, non daté ici) ;',
      'fin : réponse reçue (requête HTTP) ; « tâches longues » : durée cumulée du thread principal après le clic.',
    ],
    columns: ['événement', 'début', 'fin', 'vu'],
    rows: rows.map((row) => [
      row.name,
      formatMs(row.start),
      formatMs(row.end),
      `${row.seen}/${runs.length}`,
    ]),
    notes: [],
  };
}
