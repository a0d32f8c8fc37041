// The emulator's own REST API (not Firestore's): rules and data per project, without any SDK.
import type { EmulatorAddress } from './emulator-process';

const base = ({ host, port }: EmulatorAddress, projectId: string) =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}/emulator/v1/projects/${projectId}`;

interface RulesIssue {
  sourcePosition?: { line?: number; column?: number };
  description?: string;
  severity?: string;
}

const describeIssue = ({ sourcePosition: at, description, severity }: RulesIssue) =>
  `L${at?.line ?? '?'}:${at?.column ?? '?'} ${severity ?? ''} ${description ?? ''}`.trim();

/**
 * Replaces the project's rules at once. A syntax error answers 400; an unknown name (« Invalid variable name:
 * reqest ») only a WARNING, yet such a rule denies every request at run time, so it throws here too; other
 * warnings (an unused function) are printed.
 */
export async function putRules(
  address: EmulatorAddress,
  projectId: string,
  rules: string,
): Promise<void> {
  const response = await fetch(`${base(address, projectId)}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`Règles Firestore refusées par l’émulateur (${response.status}) : ${text}`);
  }
  const issues = ((JSON.parse(text || '{}') as { issues?: RulesIssue[] }).issues ?? []).filter(
    (issue) => issue.description,
  );
  const fatal = issues.filter(
    (issue) => issue.severity === 'ERROR' || /^Invalid /.test(issue.description!),
  );
  if (fatal.length > 0) {
    throw new Error(`Règles Firestore invalides : ${fatal.map(describeIssue).join(' ; ')}`);
  }
  for (const issue of issues)
    console.warn(`[émulateur Firestore] règles : ${describeIssue(issue)}`);
}

/** Drops every document of the project (~70 ms); its rules stay. */
export async function deleteDocuments(address: EmulatorAddress, projectId: string): Promise<void> {
  const response = await fetch(`${base(address, projectId)}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!response.ok) {
    throw new Error(
      `Effacement refusé par l’émulateur (${response.status}) : ${await response.text()}`,
    );
  }
}
