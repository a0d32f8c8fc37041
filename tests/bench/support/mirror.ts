import type { LocalStore } from '@/data/local/local-store';
import type { Transport } from '@/domain/transport/transport.schema';
import { asDocuments } from './dataset';

/**
 * Fills the device mirror the way pulls do (LocalStore.applyPulled, one transaction per page), so the rows have
 * exactly the app's shape: server copy, view, and every index field.
 */
export async function seedMirror(
  store: LocalStore,
  transports: readonly Transport[],
  pageSize = 1000,
): Promise<void> {
  const documents = asDocuments(transports);
  for (let start = 0; start < documents.length; start += pageSize) {
    const page = documents.slice(start, start + pageSize);
    const last = page.at(-1)!;
    await store.applyPulled('transports', {
      documents: page,
      checkpoint: { ts: last.syncTs, id: last.id },
      hasMore: start + pageSize < documents.length,
    });
  }
}
