import { AppDb } from '@/data/local/db/app-db';
import type { DeviceMessageRow, MessageReadRow } from '@/data/local/db/message-rows';
import { messageQueries } from '@/data/local/queries/message-queries';
import { summariseThreads, type ThreadMessage } from '@/domain/messages/thread';
import { MY_ORG, messageDataset } from '@tests/support/message-rows';
import {
  formatCount,
  formatRatio,
  timingCells,
  type BenchTable,
} from '@tests/bench/support/report';
import { summarize, timed } from '@tests/bench/support/stats';

const asThread = (row: DeviceMessageRow): ThreadMessage => ({ ...row, pending: row.pending === 1 });

/**
 * The device's conversations before version 3, kept here as the reference: every message read, then summarised
 * (what the navigation count and the list did on each change).
 */
function wholeTableQueries(db: AppDb) {
  const readMarks = async () =>
    new Map((await db.messageReads.toArray()).map((row) => [row.transport_id, row.last_read_at]));
  return {
    async threads(myOrgId: string) {
      const rows = await db.messages.toArray();
      const summaries = summariseThreads(rows.map(asThread), myOrgId, await readMarks());
      await db.transports.bulkGet(summaries.map((summary) => summary.transportId));
      return summaries;
    },
    async unreadTotal(myOrgId: string) {
      const rows = await db.messages.where('pending').equals(0).toArray();
      const summaries = summariseThreads(rows.map(asThread), myOrgId, await readMarks());
      return summaries.reduce((total, summary) => total + summary.unread, 0);
    },
  };
}

/** Every thread read up to its newest message but one in ten: the usual state of a device. */
function mostlyRead(rows: readonly DeviceMessageRow[]): MessageReadRow[] {
  const newest = new Map<string, number>();
  for (const row of rows) {
    if (row.created_at !== null)
      newest.set(row.transport_id, Math.max(newest.get(row.transport_id) ?? 0, row.created_at));
  }
  return [...newest]
    .filter((_entry, index) => index % 10 !== 0)
    .map(([transport_id, last_read_at]) => ({ transport_id, last_read_at }));
}

/**
 * Unread counts on fake-indexeddb (Node): the navigation's total and the /dashboard/messages list, before (whole
 * messages table) and after (per thread, [transport_id+created_at] index), on `threads` × `perThread` messages.
 */
export async function messageUnreadOnFakeIndexedDb(
  threads: number,
  sizes: readonly number[],
  iterations: number,
): Promise<BenchTable> {
  const rows: string[][] = [];
  for (const perThread of sizes) rows.push(...(await measure(threads, perThread, iterations)));
  return {
    title: 'Messages non lus : compte du menu et liste des fils (Node)',
    context: [
      `Node + fake-indexeddb ; ${formatCount(threads)} fils de ${sizes.join(' ou ')} messages confirmés ` +
        `(+ 1 en attente tous les 5 fils) ; ${iterations} mesures.`,
    ],
    columns: [
      'messages',
      'marques de lecture',
      'requête',
      'version',
      'médiane',
      'p95',
      'min',
      'gain',
    ],
    rows,
    notes: [
      '« avant » relit toute la table des messages à chaque changement ; « après » lit par fil, par l’index',
      '[transport_id+created_at] (base de l’appareil version 3) : le plus récent du fil et ce qui suit la marque de lecture.',
    ],
  };
}

async function measure(threads: number, perThread: number, iterations: number) {
  // A fresh name per run: fake-indexeddb keeps databases for the life of the process.
  const db = new AppDb(`bench-messages-${perThread}-${Date.now()}`);
  const rows: string[][] = [];
  try {
    const dataset = messageDataset(threads, perThread);
    await db.messages.bulkPut(dataset.rows);
    for (const [marks, reads] of [
      ['la moitié lue à mi-fil', dataset.reads],
      ['tout lu sauf 1 fil sur 10', mostlyRead(dataset.rows)],
    ] as const) {
      await db.messageReads.clear();
      await db.messageReads.bulkPut([...reads]);
      const implementations = [
        ['avant (table entière)', wholeTableQueries(db)],
        ['après (index par fil)', messageQueries(db)],
      ] as const;
      const medians: Record<string, number> = {};
      for (const query of ['unreadTotal', 'threads'] as const) {
        for (const [label, impl] of implementations) {
          const work = (): Promise<unknown> => impl[query](MY_ORG);
          await work(); // warm-up
          const samples: number[] = [];
          for (let run = 0; run < iterations; run += 1) samples.push((await timed(work)).ms);
          const summary = summarize(samples);
          medians[`${query}:${label}`] = summary.median;
          const before = medians[`${query}:${implementations[0][0]}`] ?? Number.NaN;
          const ratio =
            label === implementations[0][0] ? '—' : formatRatio(before / summary.median);
          rows.push([
            formatCount(threads * perThread),
            marks,
            query === 'unreadTotal' ? 'compte du menu' : 'liste des fils',
            label,
            ...timingCells(summary),
            ratio,
          ]);
        }
      }
    }
  } finally {
    await db.delete();
  }
  return rows;
}
