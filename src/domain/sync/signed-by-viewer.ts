import type { TransportOperation } from '@/domain/sync/operation';
import type { Viewer } from '@/domain/transport/visibility';

/**
 * Issue 21, authorship: an entry is signed with the name the server knows the caller by (its profile, as
 * firestore.rules read it), not the one the device queued — a renamed user's offline taps still land, and nobody
 * signs « Dr Martin – Clinique Saint-Joseph » by typing it. Without a known name the operation is left as sent
 * (its uid, role and organisation are checked by actsAsViewer either way).
 */
export function signedByViewer(op: TransportOperation, viewer: Viewer): TransportOperation {
  const name = viewer.name;
  if (name === undefined) return op;
  switch (op.kind) {
    case 'transport.status':
      return { ...op, update: { ...op.update, actor: { ...op.update.actor, name } } };
    case 'transport.edit':
      return { ...op, actor: { ...op.actor, name } };
    case 'transport.create': {
      const history = op.transport.historique_etats;
      if (!Array.isArray(history) || history.length === 0) return op;
      const [first, ...rest] = history as Record<string, unknown>[];
      const signed = { ...first, updated_by_name: name };
      return { ...op, transport: { ...op.transport, historique_etats: [signed, ...rest] } };
    }
  }
}
