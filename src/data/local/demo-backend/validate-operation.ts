import { operationSchema } from '@/domain/sync/operation';
import { RemoteError, type RemoteOperation } from '@/data/ports';

/**
 * Checks an incoming operation like security rules would check a write's shape; a malformed one is refused for
 * good (invalid-argument), never retried.
 */
export function validOperation(op: RemoteOperation): RemoteOperation {
  const parsed = operationSchema.safeParse(op);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `${i.path.join('.') || 'opération'} : ${i.message}`,
    );
    throw new RemoteError('invalid-argument', `Opération invalide : ${issues.join(' ; ')}`);
  }
  const valid = parsed.data;
  if (valid.kind !== 'transport.edit') return valid;
  // zod 4 reads an enum-keyed record as exhaustive: fields the edit did not touch come back as undefined keys and
  // would erase the stored values. An edit never sets a field to undefined, so those keys are dropped.
  const touched = Object.entries(valid.changes).filter(([, value]) => value !== undefined);
  return { ...valid, changes: Object.fromEntries(touched) as typeof valid.changes };
}
