import { PATHS } from '@/config/paths';
import { useLive } from '@/data/local/live';
import type { OutboxEntry } from '@/data/ports';
import type { UserData } from '@/data/local/user-data';
import { parseTransport } from '@/domain/transport/transport.schema';
import { TransportFacts } from '@/features/transports/shared/transport-facts';
import { TransportNotFound } from '@/features/transports/shared/transport-not-found';
import { SyncProblems } from './sync-problems';

const NONE: OutboxEntry[] = [];

const concerns = (entry: OutboxEntry, id: string) =>
  'transportId' in entry.op && entry.op.transportId === id;

/** The request a refused creation carried, so its content can be typed again rather than lost. */
function RefusedRequest({ entry }: { entry: OutboxEntry }) {
  if (entry.op.kind !== 'transport.create') return null;
  const parsed = parseTransport(entry.op.transportId, entry.op.transport);
  return parsed.ok ? <TransportFacts transport={parsed.value} /> : null;
}

/**
 * No row for this id. When the server refused its creation, the device has no transport to show, but the outbox
 * still holds the refusal and the request: show both instead of a bare « introuvable ».
 */
export function MissingTransport({ data, id }: { data: UserData; id: string }) {
  const problems = useLive(
    async () => (await data.queries.outboxProblems()).filter((entry) => concerns(entry, id)),
    [data, id],
    NONE,
  );
  const refused = problems.filter((entry) => entry.state === 'refused');
  const failed = problems.filter((entry) => entry.state === 'failed');
  return (
    <TransportNotFound backTo={PATHS.cliniqueTransports} backLabel="Retour aux demandes">
      {problems.length > 0 ? (
        <>
          <SyncProblems data={data} detail={{ refused, failed, pendingOpIds: [] }} />
          {problems.map((entry) => (
            <RefusedRequest key={entry.seq} entry={entry} />
          ))}
        </>
      ) : undefined}
    </TransportNotFound>
  );
}
