import { RemoteError, type RemoteOperation } from '@/data/ports';
import { operationSchema } from '@/domain/sync/operation';

/**
 * Checks an incoming operation's shape as the rules would; a malformed one is refused for good
 * (invalid-argument), never retried.
 */
export function validOperation(op: RemoteOperation): RemoteOperation {
  const parsed = operationSchema.safeParse(op);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'opération'} : ${issue.message}`,
    );
    throw new RemoteError('invalid-argument', `Opération invalide : ${issues.join(' ; ')}`);
  }
  const valid = parsed.data;
  if (valid.kind !== 'transport.edit') return valid;
  // zod 4 reads an enum-keyed record as exhaustive: untouched fields come back as undefined keys, which would
  // erase stored values. An edit never sets a field to undefined, so those keys are dropped.
  const touched = Object.entries(valid.changes).filter(([, value]) => value !== undefined);
  return { ...valid, changes: Object.fromEntries(touched) as typeof valid.changes };
}
