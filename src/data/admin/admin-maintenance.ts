import type { Viewer } from '@/data/ports';
import { computeAdminCounts } from '@/domain/admin/admin-counts';
import { FIRESTORE_BATCH_LIMIT } from '@/domain/admin/chunks';
import { creatorRoleOf, idsToCopy, migrationSummaryText } from '@/domain/admin/migration-plan';
import {
  buildTestNotifications,
  buildTestPatient,
  buildTestTransport,
} from '@/domain/admin/test-data';
import { parseCounter } from '@/domain/counter/counter';
import { ERRORS } from '@/domain/errors/error-catalogue';
import { COUNTER_NAMES } from '@/domain/ids/counter-names';
import { fallbackTransportId } from '@/domain/ids/fallback-id';
import { toMultiRoleTransport } from '@/domain/transport/multi-role-transport';
import { toMultiRoleUser } from '@/domain/user/multi-role-user';
import type { AdminPort, CounterRow, LongRunSummary, ProbeTiming } from './admin-port';
import { inChunks, runAdmin } from './admin-run';
import type { AdminContext } from './admin-service';
import { COUNTER_MESSAGES, MAINTENANCE_MESSAGES } from './admin-messages';

/** Three documents per transport in Firestore (shared, private, offer): a chunk stays under 500 writes. */
export const TRANSPORT_DELETE_CHUNK = Math.floor(FIRESTORE_BATCH_LIMIT / 3);
/** Transports are created one server transaction each (numbering); progress is reported every few. */
const TRANSPORT_CREATE_CHUNK = 10;

type MaintenanceCalls = Omit<
  AdminPort,
  | 'listSubscriptionUsers'
  | 'listRequests'
  | 'processRequest'
  | 'readTransports'
  | 'listAudit'
  | 'listContactMessages'
  | 'carrySubscriptions'
  | 'listUsers'
  | 'createUser'
  | 'updateUser'
  | 'deleteUser'
  | 'associatedUsers'
  | 'createTestAccounts'
>;

/** A long run's summary in French: how many were done, said as cancelled when the admin stopped it. */
export const summaryOf = (
  result: { done: number; total: number; cancelled: boolean },
  text: (done: number) => string,
): LongRunSummary => ({
  ...result,
  summary: result.cancelled
    ? `${MAINTENANCE_MESSAGES.cancelled} ${text(result.done)}`
    : text(result.done),
});

export function maintenanceCalls(context: AdminContext): MaintenanceCalls {
  const { store, connectivity, clock, actor } = context;
  const adminViewer: Viewer = { uid: actor.uid, role: 'admin', orgId: actor.orgId };
  // Only the organisation is counted: read it without the whole patient schema (kept out of this chunk).
  const readPatients = async () =>
    (await store.list('patients')).map((row) => ({
      orga_id: typeof row.data.orga_id === 'string' ? row.data.orga_id : null,
    }));
  const readCounters = async (): Promise<CounterRow[]> => {
    const rows = await store.list('counters');
    return rows.flatMap((row) => {
      const parsed = parseCounter(row.id, row.data);
      return parsed.ok ? [{ name: row.id, ...parsed.value }] : [];
    });
  };

  return {
    createTestPatients: (orgId, count, run) =>
      runAdmin(connectivity, ERRORS.patientCreate, async () => {
        const now = clock.now();
        const patients = Array.from({ length: count }, (_, index) =>
          buildTestPatient(`test_patient_${store.newId()}`, index, { uid: actor.uid, orgId }, now),
        );
        const result = await inChunks(
          patients,
          FIRESTORE_BATCH_LIMIT,
          connectivity,
          (chunk) =>
            store.commit(
              chunk.map((patient) => ({
                kind: 'set' as const,
                collection: 'patients' as const,
                id: patient.id,
                data: { ...patient },
                serverTimeFields: ['created_at', 'updated_at'],
              })),
            ),
          run,
        );
        const summary = summaryOf(result, MAINTENANCE_MESSAGES.patientsCreated);
        return { data: summary, message: summary.summary };
      }),

    createTestNotifications: (role, count) =>
      runAdmin(connectivity, ERRORS.notificationsCreate, async () => {
        const notes = buildTestNotifications(role, clock.now(), count);
        await store.commit(
          notes.map((note) => ({
            kind: 'set' as const,
            collection: 'notifications' as const,
            id: `test_notification_${store.newId()}`,
            data: { ...note },
            serverTimeFields: ['created_at', 'updated_at'],
          })),
        );
        return {
          data: notes.length,
          message: MAINTENANCE_MESSAGES.notificationsCreated(notes.length),
        };
      }),

    createTestTransports: (accountUid, count, run) =>
      runAdmin(connectivity, ERRORS.transportForAccount, async () => {
        const account = (await context.readUsers()).find((user) => user.uid === accountUid);
        if (!account) throw new Error(MAINTENANCE_MESSAGES.accountMissing);
        const now = clock.now();
        const random = Math.random;
        const transports = Array.from({ length: count }, (_, index) => {
          const opId = store.newId();
          return buildTestTransport({
            id: store.newId(),
            transportId: fallbackTransportId(clock, random),
            index,
            count,
            admin: { uid: actor.uid, name: actor.name, orgId: actor.orgId },
            requesterOrgId: account.orga_id,
            now,
            opId,
          });
        });
        const result = await inChunks(
          transports,
          TRANSPORT_CREATE_CHUNK,
          connectivity,
          async (chunk) => {
            for (const transport of chunk) {
              await store.createTransport(
                transport,
                transport.historique_etats[0]?.op_id ?? store.newId(),
                adminViewer,
              );
            }
          },
          run,
        );
        const summary = summaryOf(result, MAINTENANCE_MESSAGES.transportsCreated);
        return { data: summary, message: summary.summary };
      }),

    counts: () =>
      runAdmin(connectivity, ERRORS.count, async () => ({
        data: computeAdminCounts(
          await context.readUsers(),
          await readPatients(),
          await store.readTransports(),
        ),
      })),

    cleanupTestTransports: (run) =>
      runAdmin(connectivity, ERRORS.transportsCleanup, async () => {
        const ids = (await store.readTransports())
          .filter((t) => t.source === 'admin_test')
          .map((t) => t.id);
        const result = await inChunks(
          ids,
          TRANSPORT_DELETE_CHUNK,
          connectivity,
          (chunk) => store.deleteTestTransports(chunk),
          run,
        );
        if (result.done > 0) {
          await store.commit([
            context.audit(
              'transports.cleanup',
              'transport',
              MAINTENANCE_MESSAGES.cleaned(result.done),
              { count: result.done },
              null,
            ),
          ]);
        }
        const summary = summaryOf(result, MAINTENANCE_MESSAGES.cleaned);
        return { data: summary, message: summary.summary };
      }),

    migrate: (run) =>
      runAdmin(connectivity, ERRORS.migration, async () => {
        const users = await context.readUsers();
        const transports = await store.readTransports();
        const userIds = new Set(
          idsToCopy(
            users.map((u) => u.uid),
            await store.listIds('multiRoleUsers'),
          ),
        );
        const transportIds = new Set(
          idsToCopy(
            transports.map((t) => t.id),
            await store.listIds('multiRoleTransports'),
          ),
        );
        const writes = [
          ...users
            .filter((u) => userIds.has(u.uid))
            .map((u) => ({
              kind: 'set' as const,
              collection: 'multiRoleUsers' as const,
              id: u.uid,
              data: { ...toMultiRoleUser(u) },
            })),
          ...transports
            .filter((t) => transportIds.has(t.id))
            .map((t) => ({
              kind: 'set' as const,
              collection: 'multiRoleTransports' as const,
              id: t.id,
              data: { ...toMultiRoleTransport(t, creatorRoleOf(t)) },
            })),
        ];
        const result = await inChunks(
          writes,
          FIRESTORE_BATCH_LIMIT,
          connectivity,
          (chunk) => store.commit(chunk),
          run,
        );
        const copiedUsers = Math.min(result.done, userIds.size);
        const summary = {
          users: { copied: copiedUsers, skipped: users.length - userIds.size },
          transports: {
            copied: result.done - copiedUsers,
            skipped: transports.length - transportIds.size,
          },
          cancelled: result.cancelled,
        };
        const text = migrationSummaryText(summary);
        if (result.done > 0)
          await store.commit([context.audit('migration', 'multiRole', text, null, summary)]);
        return { data: { ...summary, summary: text }, message: text };
      }),

    readCounters: () =>
      runAdmin(connectivity, COUNTER_MESSAGES.read, async () => ({ data: await readCounters() })),

    initCounters: () =>
      runAdmin(connectivity, COUNTER_MESSAGES.init, async () => {
        const existing = new Set((await readCounters()).map((c) => c.name));
        const missing = COUNTER_NAMES.filter((name) => !existing.has(name));
        const now = clock.now();
        await store.commit([
          ...missing.map((name) => ({
            kind: 'set' as const,
            collection: 'counters' as const,
            id: name,
            data: { value: 0, lastUpdated: now, type: name },
          })),
          ...(missing.length > 0
            ? [context.audit('counter.init', 'counters', missing.join(', '), null, missing)]
            : []),
        ]);
        return {
          data: await readCounters(),
          message: COUNTER_MESSAGES.initialised(missing.length),
        };
      }),

    resetCounter: (name) =>
      runAdmin(connectivity, COUNTER_MESSAGES.reset, async () => {
        if (!COUNTER_NAMES.some((known) => known === name))
          throw new Error(COUNTER_MESSAGES.unknown);
        const before = (await readCounters()).find((c) => c.name === name) ?? null;
        const after = { value: 0, lastUpdated: clock.now(), type: before?.type || name };
        await store.commit([
          { kind: 'set', collection: 'counters', id: name, data: after },
          context.audit('counter.reset', name, name, before, after),
        ]);
        return { data: { name, ...after }, message: COUNTER_MESSAGES.resetDone(name) };
      }),

    connectionTest: () =>
      runAdmin(connectivity, MAINTENANCE_MESSAGES.connection, async () => {
        const timings: ProbeTiming[] = [];
        for (const collection of ['users', 'transport', 'system'] as const) {
          const start = performance.now();
          try {
            const documents = await store.probe(collection);
            timings.push({
              collection,
              ok: true,
              documents,
              millis: Math.round(performance.now() - start),
            });
          } catch {
            timings.push({
              collection,
              ok: false,
              documents: 0,
              millis: Math.round(performance.now() - start),
            });
          }
        }
        const allOk = timings.every((t) => t.ok);
        if (!allOk) throw new Error(MAINTENANCE_MESSAGES.connectionFailed);
        return { data: timings, message: MAINTENANCE_MESSAGES.connectionOk };
      }),
  };
}
