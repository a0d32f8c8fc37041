// Node side of the side-by-side benchmark: our engine against the Firestore SDK's own offline support, in ONE
// run, in Chromium, against the official Firestore emulator (its own JVM, open rules). Builds versus.html, serves
// it, drives it through Playwright (persistent user data directories, so a browser restart keeps IndexedDB), and
// cuts the emulator off with a route that aborts its requests (the page server stays reachable for a reload).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import {
  notMeasuredTables,
  versusTables,
  type VersusResults,
} from '@tests/bench/support/versus-report';
import type { BenchTable } from '@tests/bench/support/report';
import { pause } from '@tests/bench/support/stats';
import { EmulatorNotFoundError } from '@tests/support/firestore-emulator/emulator-process';
import { startFirestoreProcess, type FirestoreProcess } from '../node/firestore-process';
import { buildPage, CHROMIUM_ARGS, chromiumPath, serve } from './chromium.bench';
import type { VersusApi } from './versus-page';
import type { DurabilityMode, DurabilityResult, Engine } from './versus/types';

export interface VersusPlan {
  /** Transports on the device for tap → UI, and measured taps per engine. */
  tapSize: number;
  tapIterations: number;
  /** Runs per engine for each drain size. */
  drainRuns: Record<100 | 1000, number>;
  /** Rides of the durability scenarios (their changes: en route for all, two more steps on half of them). */
  durableRides: number;
}

type Api = VersusApi;
/** Past the SDK's 5 s primary lease of a previous owner that never released it. */
const SECOND_START_AFTER_MS = 6_000;
type Result<K extends keyof Api> = Awaited<ReturnType<Api[K]>>;

/** window.versus[name](...args) in the page. */
function call<K extends keyof Api>(
  page: Page,
  name: K,
  ...args: Parameters<Api[K]>
): Promise<Result<K>> {
  return page.evaluate(
    ([method, values]) => {
      const api = (window as unknown as { versus: Record<string, (...a: unknown[]) => unknown> })
        .versus;
      return api[method]!(...values);
    },
    [name, args as unknown[]] as const,
  ) as Promise<Result<K>>;
}

interface Session {
  context: BrowserContext;
  page: Page;
}

/**
 * Distinct page errors (console.error, uncaught), for the notes: reported, not hidden. Those logged while the
 * emulator is cut off (connection failures) are expected and counted apart.
 */
class PageErrors {
  readonly seen = new Map<string, number>();
  expectedCount = 0;
  cutOff = false;
  watch(page: Page) {
    const add = (text: string) => {
      if (this.cutOff) {
        this.expectedCount += 1;
        return;
      }
      const key = text.replace(/\s+/g, ' ').slice(0, 160);
      this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
    };
    page.on('pageerror', (error) => add(error.message));
    page.on('console', (message) => {
      if (process.env.BENCH_DEBUG === '1')
        console.info(`[page ${message.type()}] ${message.text()}`);
      if (message.type() === 'error') add(message.text());
    });
    page.on('crash', () => add('la page a planté (crash du renderer)'));
  }
}

export async function runVersus(plan: VersusPlan): Promise<BenchTable[]> {
  if (!existsSync(chromiumPath())) {
    return notMeasuredTables(`Chromium introuvable (${chromiumPath()} ; CHROMIUM_PATH=…)`);
  }
  let server: FirestoreProcess;
  try {
    server = await startFirestoreProcess();
  } catch (error) {
    if (error instanceof EmulatorNotFoundError) return notMeasuredTables(error.message);
    throw error;
  }
  const target = { host: server.host, port: server.port, projectId: server.projectId };
  const emulatorRequests = `http://${server.host}:${server.port}/**`;
  const profiles: string[] = [];
  const errors = new PageErrors();
  const started = performance.now();
  let dir: string | null = null;
  let http: Awaited<ReturnType<typeof serve>>['server'] | null = null;
  const open: BrowserContext[] = [];
  try {
    dir = await buildPage('versus.html');
    const served = await serve(dir, { isolated: false });
    http = served.server;
    const pageUrl = `${served.url}versus.html`;

    const launch = async (profile: string, cutOff: boolean): Promise<Session> => {
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath(),
        args: CHROMIUM_ARGS,
        headless: true,
      });
      open.push(context);
      await context.exposeFunction('versusReset', () => server.reset());
      if (cutOff) await cut(context);
      if (process.env.BENCH_DEBUG === '1') {
        await context.addInitScript(() => Object.assign(window, { versusDebug: true }));
      }
      const page = context.pages()[0] ?? (await context.newPage());
      errors.watch(page);
      await page.goto(pageUrl);
      await page.waitForFunction(() => 'versus' in window);
      return { context, page };
    };
    const close = async (session: Session) => {
      await session.context.close();
      open.splice(open.indexOf(session.context), 1);
    };
    const cut = async (context: BrowserContext) => {
      errors.cutOff = true;
      await context.route(emulatorRequests, (route) => route.abort('internetdisconnected'));
    };
    const reconnect = async (context: BrowserContext) => {
      await context.unroute(emulatorRequests);
      errors.cutOff = false;
    };
    const newProfile = () => {
      const profile = mkdtempSync(join(tmpdir(), 'transport-versus-profile-'));
      profiles.push(profile);
      return profile;
    };

    const main = await launch(newProfile(), false);
    const browserVersion = main.context.browser()?.version() ?? '?';
    const results: VersusResults = {
      browser: `Chromium ${browserVersion}`,
      projectId: target.projectId,
      tap: [],
      drain: [],
      durability: [],
      transactions: [],
      errors: errors.seen,
      expectedErrors: () => errors.expectedCount,
      durationMs: 0,
    };

    // 1. Tap → UI offline.
    for (const engine of ['ours', 'sdk'] as const) {
      await server.reset();
      results.tap.push(
        await call(main.page, 'tap', engine, target, plan.tapSize, plan.tapIterations),
      );
    }
    // 2. Drains, the two engines alternating.
    for (const count of [100, 1000] as const) {
      for (let run = 0; run < plan.drainRuns[count]; run += 1) {
        for (const engine of ['ours', 'sdk'] as const) {
          results.drain.push(await call(main.page, 'drain', engine, target, count));
        }
      }
    }
    // 3b. runTransaction offline: with disableNetwork() alone (network up), then with the emulator cut off.
    for (const network of ['disableNetwork', 'cut'] as const) {
      await server.reset();
      await call(main.page, 'probeSetup', target);
      if (network === 'cut') await cut(main.context);
      const offline = await call(main.page, 'probeOffline');
      await reconnect(main.context);
      const afterReconnect = await call(main.page, 'probeOnline', target);
      results.transactions.push({ network, offline, afterReconnect });
    }
    await close(main);

    // 3. Durability: changes recorded offline, then a reload or a browser restart still offline.
    const start = async (session: Session, engine: Engine, opIds: string[], reachable: boolean) => {
      const local = await call(session.page, 'resumeLocal', engine, target);
      if (!reachable) await reconnect(session.context);
      const online = await call(session.page, 'resumeOnline');
      const onServer = await call(session.page, 'countChanges', target, opIds);
      return { local, online, onServer };
    };
    const durability = async (engine: Engine, mode: DurabilityMode): Promise<DurabilityResult> => {
      await server.reset();
      const profile = newProfile();
      let session = await launch(profile, false);
      const { opIds } = await call(session.page, 'prepare', engine, target, plan.durableRides);
      await cut(session.context);
      if (mode === 'reload') {
        await session.page.reload();
        await session.page.waitForFunction(() => 'versus' in window);
      } else {
        await close(session);
        session = await launch(profile, true);
      }
      const first = await start(session, engine, opIds, false);
      await close(session);
      let second = null;
      if (first.onServer < opIds.length) {
        // Lost, or only late? One more start on the same profile, the emulator reachable, once the SDK's
        // primary lease (5 s) has expired.
        await pause(SECOND_START_AFTER_MS);
        session = await launch(profile, false);
        second = await start(session, engine, opIds, true);
        await close(session);
      }
      return {
        engine,
        mode,
        confirmed: opIds.length,
        first,
        second,
        secondAfterMs: SECOND_START_AFTER_MS,
      };
    };
    for (const mode of ['reload', 'restart'] as const) {
      for (const engine of ['ours', 'sdk'] as const) {
        results.durability.push(await durability(engine, mode));
      }
    }
    results.durationMs = performance.now() - started;
    return versusTables(results, plan);
  } finally {
    for (const context of open) await context.close().catch(() => undefined);
    http?.close();
    if (dir !== null) rmSync(dir, { recursive: true, force: true });
    for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
    await server.stop();
  }
}
