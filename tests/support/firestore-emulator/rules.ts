// The two rule sets a suite can run under.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** 'production': the repository's firestore.rules; 'open': everything allowed (the adapter's logic alone). */
export type RulesChoice = 'production' | 'open';

export const OPEN_RULES = `rules_version='2'; service cloud.firestore { match /databases/{database}/documents { match /{document=**} { allow read, write: if true; } } }`;

const PRODUCTION_RULES = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));

/** Read at each call, so a suite always runs the rules as they are on disk. */
export const rulesText = (choice: RulesChoice): string =>
  choice === 'open' ? OPEN_RULES : readFileSync(PRODUCTION_RULES, 'utf8');
