import type { RawDocument } from '@/data/admin/admin-store';
import { DEMO_INBOX_KEY } from '@/domain/contact/demo-inbox-key';

/** The demo inbox as raw documents, newest last as written; empty when storage is unreadable. */
export function readDemoInbox(storage: Pick<Storage, 'getItem'> | undefined): RawDocument[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(DEMO_INBOX_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((entry: unknown) => {
      if (!entry || typeof entry !== 'object') return [];
      const data = entry as Record<string, unknown>;
      return typeof data.id === 'string' ? [{ id: data.id, data }] : [];
    });
  } catch {
    return [];
  }
}
