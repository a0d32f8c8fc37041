import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { emulatorAddress } from '@tests/support/firestore-emulator';

export interface EmulatorAddress {
  host: string;
  port: number;
}

/**
 * Where the official Cloud Firestore emulator listens: the one the Vitest globalSetup started or found
 * (tests/support/firestore-emulator), shared with the adapter suites.
 */
export const firestoreEmulatorHost = (): EmulatorAddress => emulatorAddress();

const RULES_FILE = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));

/** The repository's rules; RULES_FILE=<path> runs the suites against another version (e.g. the previous one). */
export const repositoryRules = (): string =>
  readFileSync(process.env.RULES_FILE ?? RULES_FILE, 'utf8');

const restBase = ({ host, port }: EmulatorAddress, projectId: string) =>
  `http://${host}:${port}/emulator/v1/projects/${projectId}`;

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} : HTTP ${response.status} ${await response.text()}`);
}

/** Loads rules for one project id (each test file has its own `demo-…` id, so one emulator serves all). */
export async function loadRules(address: EmulatorAddress, projectId: string, rules: string) {
  const response = await fetch(`${restBase(address, projectId)}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
  });
  await expectOk(response, 'Chargement des règles refusé par l’émulateur');
}

/** Deletes every document of the project (~70 ms). */
export async function clearData(address: EmulatorAddress, projectId: string) {
  const response = await fetch(`${restBase(address, projectId)}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await expectOk(response, 'Effacement des données refusé par l’émulateur');
}
