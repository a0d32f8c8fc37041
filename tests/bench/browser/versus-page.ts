// The side-by-side page: our engine (real src modules, Dexie on Chromium's IndexedDB) and the Firestore SDK's
// own offline support, both against the official emulator. versus.bench.ts (Node) calls window.versus.* through
// Playwright; `versusReset` is a Node function exposed to the page (empties the emulator project).
import { drainOurs, drainSdk } from './versus/drain';
import {
  countChanges,
  prepare,
  probeOffline,
  probeOnline,
  probeSetup,
  resumeLocal,
  resumeOnline,
} from './versus/durability';
import { collectSdkWarnings, type EmulatorTarget } from './versus/firebase-clients';
import { tapOurs, tapSdk } from './versus/tap';
import type { Engine } from './versus/types';

declare global {
  interface Window {
    versusReset(): Promise<void>;
  }
}

const reset = () => window.versusReset();
const container = () => document.getElementById('root')!;

const versus = {
  tap: (engine: Engine, target: EmulatorTarget, size: number, iterations: number) => {
    const config = { size, iterations, warmup: 3, container: container() };
    return engine === 'ours' ? tapOurs(config) : tapSdk(config, target);
  },
  drain: (engine: Engine, target: EmulatorTarget, count: number) =>
    engine === 'ours' ? drainOurs(target, count, reset) : drainSdk(target, count, reset),
  prepare,
  resumeLocal,
  resumeOnline,
  countChanges,
  probeSetup,
  probeOffline,
  probeOnline,
};

collectSdkWarnings();

export type VersusApi = typeof versus;

Object.assign(window, { versus });
