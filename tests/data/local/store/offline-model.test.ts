import fc from 'fast-check';
import { PROPERTY_TIMEOUT_MS } from '@tests/support/property-budget';
import { describe, expect, it } from 'vitest';
import type { AppDb } from '@/data/local/db/app-db';
import { transportEntityKey } from '@/data/local/outbox/entity-key';
import { rebasedRow, serverStateOf, unsyncedEntriesOf } from '@/data/local/store/rebase-row';
import type { LocalStore } from '@/data/local/local-store';
import type { OutboxEntry, PushOutcome } from '@/data/ports';
import { applyTransportOperation } from '@/domain/sync/apply-operation';
import { isTransportOperation } from '@/domain/sync/operation';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { ACTORS, inStatus, remoteDoc, statusOp } from '../support/fixtures';
import { harness } from '../support/store-harness';

const IDS = ['t1', 't2'] as const;
const DRIVER_STEPS: TransportStatus[] = [
  'en_route_pickup',
  'arrived_pickup',
  'patient_loaded',
  'en_route_destination',
  'completed',
];

type Command =
  | { kind: 'tap'; id: string; status: TransportStatus }
  | { kind: 'push'; ackLost: boolean }
  | { kind: 'pull' }
  | { kind: 'clinicCancels'; id: string };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('tap' as const),
    id: fc.constantFrom(...IDS),
    status: fc.constantFrom(...DRIVER_STEPS),
  }),
  fc.record({ kind: fc.constant('push' as const), ackLost: fc.boolean() }),
  fc.record({ kind: fc.constant('pull' as const) }),
  fc.record({ kind: fc.constant('clinicCancels' as const), id: fc.constantFrom(...IDS) }),
);

/** A server that applies operations the way the remote adapters do, one transaction each. */
class ModelServer {
  private tick = 1;
  readonly docs = new Map<string, { data: Transport; seconds: number }>(
    IDS.map((id) => [id, { data: inStatus(id, 'accepted'), seconds: 1 }]),
  );

  apply(entry: OutboxEntry): PushOutcome {
    if (!isTransportOperation(entry.op)) throw new Error('hors modèle');
    const stored = this.docs.get(entry.op.transportId)!;
    this.tick += 1;
    const result = applyTransportOperation(stored.data, entry.op, this.tick * 1000);
    if (result.transport !== null && result.transport !== stored.data) {
      this.docs.set(entry.op.transportId, { data: result.transport, seconds: this.tick });
    }
    const document = this.document(entry.op.transportId);
    return result.outcome === 'refused'
      ? { status: 'refused', refusal: result.refusal, document }
      : { status: result.outcome, document };
  }

  cancel(id: string) {
    const cancel = statusOp(id, 'cancelled', ACTORS.clinic);
    if (!isTransportOperation(cancel)) throw new Error('hors modèle');
    this.tick += 1;
    const result = applyTransportOperation(this.docs.get(id)!.data, cancel, this.tick * 1000);
    if (result.outcome === 'applied')
      this.docs.set(id, { data: result.transport, seconds: this.tick });
  }

  document(id: string) {
    const { data, seconds } = this.docs.get(id)!;
    return remoteDoc(data, seconds);
  }

  page() {
    return { documents: IDS.map((id) => this.document(id)), checkpoint: null, hasMore: false };
  }
}

async function push(store: LocalStore, server: ModelServer, ackLost: boolean): Promise<boolean> {
  const [head] = await store.drainable(Number.MAX_SAFE_INTEGER, 1);
  if (head === undefined) return false;
  await store.markInflight([head.seq]);
  const outcome = server.apply(head);
  // A lost acknowledgement: the tab dies after the server committed; the next start recovers the entry.
  if (ackLost) await store.recoverInflight();
  else await store.settle(head.seq, outcome);
  return true;
}

/** P6 as seen from the rows: each view is exactly its server state with the unsynced taps replayed. */
async function expectRowsConsistent(db: AppDb) {
  for (const id of IDS) {
    const row = await db.transports.get(id);
    const unsynced = await unsyncedEntriesOf(db, transportEntityKey(id));
    expect(row).toEqual(rebasedRow(id, serverStateOf(row), unsynced) ?? undefined);
  }
}

describe('offline model (P1 no lost tap, P2 no duplicate, P6 consistent rows)', () => {
  it(
    'any mix of taps, pushes, lost acknowledgements, pulls and cancellations converges',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(commandArb, { maxLength: 25 }), async (commands) => {
          const { db, store } = harness();
          const server = new ModelServer();
          await store.applyPulled('transports', server.page());
          const tapped: string[] = [];

          for (const command of commands) {
            if (command.kind === 'tap') {
              const result = await store.enqueue(statusOp(command.id, command.status));
              if (result.ok) tapped.push(result.entry.opId);
            } else if (command.kind === 'push') await push(store, server, command.ackLost);
            else if (command.kind === 'pull') await store.applyPulled('transports', server.page());
            else server.cancel(command.id);
            await expectRowsConsistent(db);
          }

          while (await push(store, server, false));
          await store.applyPulled('transports', server.page());

          const history = IDS.flatMap((id) => server.docs.get(id)!.data.historique_etats);
          for (const opId of tapped) {
            expect(history.filter((entry) => entry.op_id === opId)).toHaveLength(1);
          }
          const leftovers = await db.outbox.toArray();
          expect(leftovers.every((entry) => entry.state === 'refused')).toBe(true);
          const refusedInHistory = history
            .filter((entry) => !entry.applied)
            .map((entry) => entry.op_id);
          expect(leftovers.map((entry) => entry.opId).sort()).toEqual(refusedInHistory.sort());
          for (const id of IDS) {
            const row = await db.transports.get(id);
            expect(row?.view).toEqual(server.docs.get(id)!.data);
            expect(row?.pendingOpIds).toEqual([]);
          }
        }),
        { numRuns: 40 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
