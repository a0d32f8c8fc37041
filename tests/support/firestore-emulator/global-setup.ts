// Vitest globalSetup (node project): one emulator per `vitest run`, shared by every test file through its own
// project id. Its address reaches the tests through provide/inject (see emulator-project.ts), not an env var:
// FIRESTORE_EMULATOR_HOST stays what the user set, and is only read here.
import type { TestProject } from 'vitest/node';
import { findEmulator, type EmulatorAddress } from './emulator-process';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulator: EmulatorAddress;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await findEmulator();
  project.provide('firestoreEmulator', { host: emulator.host, port: emulator.port });
  return () => emulator.stop();
}
