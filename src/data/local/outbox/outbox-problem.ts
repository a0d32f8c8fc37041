import type { OutboxEntry } from '@/data/ports';

/** A change the server refused or could not take, as its sentence tells it (problemOutcome): which, and why. */
export function problemOf(entry: OutboxEntry): { refused: boolean; reason: string | null } {
  const refused = entry.state === 'refused';
  return {
    refused,
    reason: (refused ? entry.refusal?.reason : undefined) ?? entry.lastError ?? null,
  };
}
