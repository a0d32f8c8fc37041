import { EDITABLE_TRANSPORT_FIELDS, type EditableTransportField } from '@/domain/sync/operation';
import {
  parseTransportInput,
  type TransportInput,
} from '@/domain/transport/transport-input.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import { formValuesOf, rawInputOf } from './form-values';

export type TransportChanges = Partial<Record<EditableTransportField, unknown>>;

/** JSON with sorted keys, so two equal objects built in a different key order compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/**
 * The request as the untouched form would submit it: comparing with this rather than with the stored document
 * means trimming, minute rounding or a legacy spelling never count as a change the user did not make.
 */
function baselineOf(transport: Transport): Pick<Transport, EditableTransportField> {
  const parsed = parseTransportInput(rawInputOf(formValuesOf(transport), transport));
  return parsed.ok ? parsed.value : transport;
}

/** Only the fields the user changed: an edit op must not overwrite what someone else changed meanwhile. */
export function changedFields(transport: Transport, input: TransportInput): TransportChanges {
  const baseline = baselineOf(transport);
  const changes: TransportChanges = {};
  for (const field of EDITABLE_TRANSPORT_FIELDS) {
    if (canonical(baseline[field]) !== canonical(input[field])) changes[field] = input[field];
  }
  return changes;
}
