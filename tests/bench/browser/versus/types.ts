// Raw results the side-by-side page hands back to Node (plain data through Playwright); versus.bench.ts turns
// them into tables.

export type Engine = 'ours' | 'sdk';

/** One tap, milliseconds from the tap (performance.now()). */
export interface TapSample {
  /** The tap handler's own call returned: store.enqueue resolved / the batch's commit returned (it never resolves offline). */
  call: number;
  /** A listener saw the new state: ours the list patched (or the tab's liveQuery) / the list query's onSnapshot. */
  seen: number;
  /** SDK only: an onSnapshot on the tapped document saw it. */
  doc: number | null;
  /** React committed the list showing it (useLayoutEffect). */
  commit: number;
  /** Ours: what showed it first — the list patched from the row written, or the tab's query re-run. */
  via?: 'patch' | 'query';
  /** Ours: ms spent computing the patch (patchProviderTab on the page on screen). */
  patchMs?: number;
}

export interface TapResult {
  engine: Engine;
  size: number;
  /** Rows of the list on screen (the « en cours » tab of the provider). */
  listRows: number;
  samples: TapSample[];
  /** Setup, not measured: seeding and filling the device (ms), for the context lines. */
  setup: Record<string, number>;
}

export interface DrainResult {
  engine: Engine;
  count: number;
  /** « online » / enableNetwork() → outbox empty / waitForPendingWrites() resolved. */
  ms: number;
  /** Changes found on the server afterwards (history entries of their op ids). */
  onServer: number;
  /** Refused or failed (ours: outbox problems; SDK: rejected write promises). */
  problems: number;
  /** Ours: ms inside each port method, and the Firestore round trips by RPC, during the drain. */
  spent?: Record<string, number>;
  requests?: Record<string, number>;
}

export type DurabilityMode = 'reload' | 'restart';

/** What the page reports before the reload / restart: the changes the user saw confirmed on screen. */
export interface DurabilityPrepared {
  opIds: string[];
}

/** Right after the reload / restart, still offline: what the device still holds. */
export interface DurabilityLocal {
  /** Ours: outbox entries pending; SDK: cached documents carrying pending writes. */
  pendingLocally: number;
  /** SDK: documents in its cache at all (0 means the persistent cache was not there). */
  cachedDocuments: number | null;
  /** SDK: its warnings since the page loaded (e.g. « Falling back to memory cache »). */
  warnings: string[];
}

export interface DurabilityOnline {
  /** Time to outbox empty / waitForPendingWrites, or null when it did not happen within the timeout. */
  ms: number | null;
  note: string | null;
}

/** One start of the app after the reload / restart: what it held, what it sent, what the server then had. */
export interface DurabilityStart {
  local: DurabilityLocal;
  online: DurabilityOnline;
  onServer: number;
}

export interface DurabilityResult {
  engine: Engine;
  mode: DurabilityMode;
  confirmed: number;
  first: DurabilityStart;
  /** When something was missing: one more start, the emulator reachable, after the SDK's 5 s primary lease. */
  second: DurabilityStart | null;
  /** Pause before that second start, ms. */
  secondAfterMs: number;
}

export type Settled = 'rejected' | 'resolved' | 'pending';

/** runTransaction called while offline; `network` says how: disableNetwork() alone, or the emulator cut off too. */
export interface TransactionProbe {
  network: 'disableNetwork' | 'cut';
  /** Within the wait: 'pending' means still unsettled. */
  offline: { settled: Settled; ms: number; error: string | null };
  /** After enableNetwork (and the emulator reachable): did it settle, did its change reach the server? */
  afterReconnect: { settled: Settled; onServer: boolean };
}
