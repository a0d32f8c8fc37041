import { AppDb } from '@/data/local/db/app-db';
import type { BenchTable } from '@tests/bench/support/report';

const DOM_GLOBALS = ['window', 'document', 'navigator', 'HTMLElement', 'Node'] as const;

/** The part of jsdom used here (the project has no @types/jsdom). */
interface JsdomModule {
  JSDOM: new (
    html: string,
    options: { pretendToBeVisual: boolean },
  ) => { window: Window & typeof globalThis };
}
// A variable specifier: the import is typed by JsdomModule instead of the missing declarations.
const JSDOM_MODULE = 'jsdom';

/**
 * Tap-to-UI in Node: React renders into a jsdom document, Dexie runs on fake-indexeddb. The DOM globals exist
 * only for this benchmark (react-dom decides at import whether it has a DOM, hence the late import).
 */
export async function tapToUiOnFakeIndexedDb(
  size: number,
  iterations: number,
): Promise<BenchTable> {
  const { JSDOM } = (await import(/* @vite-ignore */ JSDOM_MODULE)) as JsdomModule;
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    pretendToBeVisual: true,
  });
  const scope = globalThis as Record<string, unknown>;
  const saved = DOM_GLOBALS.map(
    (name) => [name, Object.getOwnPropertyDescriptor(scope, name)] as const,
  );
  for (const name of DOM_GLOBALS) {
    Object.defineProperty(scope, name, {
      value: (dom.window as unknown as Record<string, unknown>)[name],
      configurable: true,
      writable: true,
    });
  }
  try {
    const { runTapToUi } = await import('@tests/bench/support/tap-to-ui');
    return await runTapToUi({
      engine: 'Node + fake-indexeddb + jsdom',
      size,
      iterations,
      warmup: 3,
      openDb: (name) => new AppDb(name),
      container: dom.window.document.getElementById('root')!,
    });
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor === undefined) delete scope[name];
      else Object.defineProperty(scope, name, descriptor);
    }
    dom.window.close();
  }
}
