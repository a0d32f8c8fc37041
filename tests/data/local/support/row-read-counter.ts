import type { AppDb } from '@/data/local/db/app-db';

/**
 * Counts the transport rows IndexedDB hands back, below Dexie: an index range scan of a tab reads exactly the
 * tab's rows, a table scan reads them all; rows fetched by key count too. Cursors are counted separately (a JS
 * filter would use one, so would a walk over index keys).
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
          async get(request) {
            const row = await table.get(request);
            if (row !== undefined) counter.rows += 1;
            return row;
          },
          async getMany(request) {
            const rows = await table.getMany(request);
            counter.rows += rows.filter((row) => row !== undefined).length;
            return rows;
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
