import type { AppDb } from '@/data/local/db/app-db';

/**
 * Counts the transport rows IndexedDB hands back, below Dexie: an index range scan of a tab reads exactly the
 * tab's rows, a table scan reads them all. Cursors are counted separately (a JS filter would use one).
 */
export function countTransportReads(db: AppDb) {
  const counter = { rows: 0, cursors: 0 };
  db.use({
    stack: 'dbcore',
    name: 'transport-read-counter',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (name !== 'transports') return table;
        return {
          ...table,
          async query(request) {
            const response = await table.query(request);
            if (request.values) counter.rows += response.result.length;
            return response;
          },
          openCursor(request) {
            counter.cursors += 1;
            return table.openCursor(request);
          },
        };
      },
    }),
  });
  return {
    counter,
    reset: () => Object.assign(counter, { rows: 0, cursors: 0 }),
  };
}
