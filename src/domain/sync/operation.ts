import { z } from 'zod';
import { actorSchema, statusUpdateSchema } from '@/domain/transport/status-update';

/**
 * What the outbox carries: one user action, idempotent by opId (ARCHITECTURE §5.2). Stored payloads are parsed
 * with these schemas when read back, so an entry written by an older app version fails loudly, not silently.
 */

/** Fields a clinic may change on its own request while it still waits for a provider. */
export const EDITABLE_TRANSPORT_FIELDS = [
  'date_transport',
  'adresse_depart',
  'adresse_arrivee',
  'priorite',
  'type_transport',
  'patient_info',
  'informations_medicales',
  'equipements_requis',
  'commentaires',
] as const;
export type EditableTransportField = (typeof EDITABLE_TRANSPORT_FIELDS)[number];

const createOperationSchema = z.object({
  kind: z.literal('transport.create'),
  opId: z.string().min(1),
  transportId: z.string().min(1),
  /** The whole new transport as built by the domain; validated by transportSchema at the edges. */
  transport: z.record(z.string(), z.unknown()),
});

const statusOperationSchema = z.object({
  kind: z.literal('transport.status'),
  opId: z.string().min(1),
  transportId: z.string().min(1),
  update: statusUpdateSchema,
});

const editOperationSchema = z.object({
  kind: z.literal('transport.edit'),
  opId: z.string().min(1),
  transportId: z.string().min(1),
  // partialRecord: a plain record over an enum demands every key, and parsing would fill the rest with undefined.
  changes: z.partialRecord(z.enum(EDITABLE_TRANSPORT_FIELDS), z.unknown()),
  actor: actorSchema,
  deviceTime: z.number(),
});

const notificationReadSchema = z.object({
  kind: z.literal('notification.read'),
  opId: z.string().min(1),
  notificationId: z.string().min(1),
});

export const operationSchema = z.discriminatedUnion('kind', [
  createOperationSchema,
  statusOperationSchema,
  editOperationSchema,
  notificationReadSchema,
]);

export type Operation = z.output<typeof operationSchema>;
export type OperationKind = Operation['kind'];
export type TransportOperation = Extract<Operation, { transportId: string }>;

export const transportEntityKey = (transportId: string) => `transport:${transportId}`;
export const notificationEntityKey = (notificationId: string) => `notification:${notificationId}`;

/** The entity an operation belongs to: the unit of FIFO ordering in the outbox. */
export function entityKeyOf(op: Operation): string {
  return op.kind === 'notification.read'
    ? notificationEntityKey(op.notificationId)
    : transportEntityKey(op.transportId);
}

export function isTransportOperation(op: Operation): op is TransportOperation {
  return op.kind !== 'notification.read';
}
