import type { UserType } from '@/domain/shared/role';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * Idempotent migration: only documents without a copy yet are copied, so a re-run (after a cancel, a failure or
 * twice by mistake) copies nothing twice.
 */
export function idsToCopy(sourceIds: readonly string[], copiedIds: Iterable<string>): string[] {
  const done = new Set(copiedIds);
  return sourceIds.filter((id) => !done.has(id));
}

/** Test transports are the admin's; every other request comes from a clinic (see toMultiRoleTransport). */
export const creatorRoleOf = (transport: Pick<Transport, 'source'>): UserType =>
  transport.source === 'admin_test' ? 'admin' : 'clinique';

export interface MigrationSummary {
  users: { copied: number; skipped: number };
  transports: { copied: number; skipped: number };
  cancelled: boolean;
}

export function migrationSummaryText(summary: MigrationSummary): string {
  const { users, transports } = summary;
  const head = summary.cancelled ? 'Migration interrompue' : 'Migration terminée';
  return (
    `${head} : ${users.copied} utilisateur(s) et ${transports.copied} transport(s) copiés, ` +
    `${users.skipped + transports.skipped} déjà présent(s).`
  );
}
