// In-page helpers of the cold-start benchmark (serialised by Playwright into the app's page: self-contained, raw
// IndexedDB only — the production bundle exposes no module to import).

/** Names the app gives its databases (src/data/local/db/app-db.ts, demo-server/server-db.ts). */
export const SERVER_DB = 'transport-sanitaire-serveur-demo';
export const DEVICE_DB_PREFIX = 'transport-sanitaire-';

export interface SeedInput {
  serverDb: string;
  templateId: string;
  count: number;
}

/**
 * Writes `count` copies of one transport the driver already sees (same organisation, phase, assignment, so the
 * same visibility) into the demo server's store, each with its own id and a server time after every time issued
 * so far, exactly as the demo server stores a write ({ id, data, syncTs }); the device then pulls them through
 * the app's own sync. Resolves to the number of server rows written.
 */
export async function seedServerCopies({ serverDb, templateId, count }: SeedInput) {
  const request = <T>(req: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB'));
    });
  const db = await request(indexedDB.open(serverDb));
  try {
    const tx = db.transaction(['transport', 'meta'], 'readwrite', { durability: 'relaxed' });
    const transports = tx.objectStore('transport');
    const meta = tx.objectStore('meta');
    const template = (await request(transports.get(templateId))) as
      { data: Record<string, unknown> } | undefined;
    if (!template) throw new Error(`transport modèle ${templateId} absent du serveur de démo`);
    const last = (await request(meta.get('lastServerTs'))) as
      { value: { seconds: number } } | undefined;
    // One second past the last issued time (and now), one microsecond apart: the pull order of the server.
    const seconds = Math.max(last?.value.seconds ?? 0, Math.floor(Date.now() / 1000)) + 1;
    const ticks = 1_000;
    for (let index = 0; index < count; index += 1) {
      const id = `banc-froid-${String(index).padStart(5, '0')}`;
      const data = { ...template.data, ...('id' in template.data ? { id } : {}) };
      transports.put({ id, data, syncTs: { seconds, nanoseconds: index * ticks } });
    }
    meta.put({ key: 'lastServerTs', value: { seconds, nanoseconds: (count - 1) * ticks } });
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
    });
    return count;
  } finally {
    db.close();
  }
}

/** Transports in the signed-in user's device database (the one the lists read), -1 when it is not there yet. */
export async function countDeviceTransports({
  serverDb,
  prefix,
}: {
  serverDb: string;
  prefix: string;
}) {
  const names = (await indexedDB.databases())
    .map((info) => info.name ?? '')
    .filter((name) => name.startsWith(prefix) && name !== serverDb);
  if (names.length !== 1) return -1;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(names[0]!);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
  });
  try {
    return await new Promise<number>((resolve, reject) => {
      const count = db.transaction('transports').objectStore('transports').count();
      count.onsuccess = () => resolve(count.result);
      count.onerror = () => reject(count.error ?? new Error('IndexedDB'));
    });
  } finally {
    db.close();
  }
}

/**
 * Init script of every measured page: when the first ride card is in the DOM, waits for the next animation frame
 * (the frame that shows it) and stores performance.now() — milliseconds since this navigation started.
 */
export function watchFirstRide(selector: string) {
  const marks = window as unknown as {
    coldStartInDom?: number;
    coldStartFrame?: number;
    coldStartRides?: number;
    coldStartPainted?: number;
  };
  const check = () => {
    if (marks.coldStartInDom !== undefined || document.querySelector(selector) === null) return;
    marks.coldStartInDom = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      // Script work between the commit and this frame (effects, other renders) ends here; style, layout and
      // paint of the frame come after.
      marks.coldStartFrame = performance.now();
      marks.coldStartRides = document.querySelectorAll(selector).length;
      // rAF callbacks run before the frame is painted; the next task after it is past the paint.
      setTimeout(() => {
        marks.coldStartPainted = performance.now();
      }, 0);
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  check();
}

/**
 * Init script of every measured page (issue 24): when the stored first screen turns visible
 * (<html data-first-screen="shown">, drawn by the page's inline script before the app runs), stores
 * performance.now() at the next animation frame and at the first task after it (past that frame's paint).
 */
export function watchFirstScreen(attribute: string) {
  const marks = window as unknown as { firstScreenFrame?: number; firstScreenPainted?: number };
  const observer = new MutationObserver(() => {
    if (document.documentElement?.getAttribute(attribute) !== 'shown') return;
    observer.disconnect();
    requestAnimationFrame(() => {
      marks.firstScreenFrame = performance.now();
      setTimeout(() => {
        marks.firstScreenPainted = performance.now();
      }, 0);
    });
  });
  // The document, not <html>: an init script runs before the page's first element exists.
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: [attribute] });
}
