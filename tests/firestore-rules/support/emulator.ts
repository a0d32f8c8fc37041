import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface EmulatorAddress {
  host: string;
  port: number;
}

/**
 * Where the official Cloud Firestore emulator listens. The ONE place the rules tests learn it: today from
 * FIRESTORE_EMULATOR_HOST (a Vitest globalSetup that starts the jar will provide it).
 */
export function firestoreEmulatorHost(): EmulatorAddress {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  const match = value?.match(/^(.+):(\d+)$/);
  if (!match) {
    throw new Error(
      'Tests des règles Firestore : FIRESTORE_EMULATOR_HOST (hôte:port de l’émulateur officiel) est requis.',
    );
  }
  return { host: match[1]!, port: Number(match[2]) };
}

const RULES_FILE = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));

export const repositoryRules = (): string => readFileSync(RULES_FILE, 'utf8');

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
