// Test-side API: each test file works in a project of its own on the one emulator the globalSetup found.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectEmulatorClient, type EmulatorAuth, type TestFirestore } from './emulator-client';
import type { EmulatorAddress } from './emulator-process';
import { deleteDocuments, putRules } from './emulator-rest';

export function emulatorAddress(): EmulatorAddress {
  const address = inject('firestoreEmulator');
  if (!address) {
    throw new Error(
      'Adresse de l’émulateur Firestore absente : ce fichier doit tourner dans le projet Vitest « node », dont le ' +
        'globalSetup tests/support/firestore-emulator/global-setup.ts démarre l’émulateur.',
    );
  }
  return address;
}

/**
 * A fresh `demo-…` id (demo projects never reach a real backend). The emulator keeps data and rules apart per
 * project, so test files running in parallel never see each other.
 */
export function emulatorProject(name = 'test'): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 12);
  return `demo-${slug || 'test'}-${randomBytes(4).toString('hex')}`;
}

/** Throws with the emulator's message when the rules do not compile. */
export const loadRules = (projectId: string, rules: string): Promise<void> =>
  putRules(emulatorAddress(), projectId, rules);

/** Empties the project. Terminate its clients first: their listeners and caches would see the deletions. */
export const clearData = (projectId: string): Promise<void> =>
  deleteDocuments(emulatorAddress(), projectId);

export const connectClient = (projectId: string, auth: EmulatorAuth): TestFirestore =>
  connectEmulatorClient(emulatorAddress(), projectId, auth);
