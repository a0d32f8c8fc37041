import { z } from 'zod';
import { isFallbackPatientId } from '@/domain/ids/fallback-id';
import { actorSchema, statusUpdateSchema } from '@/domain/transport/status-update';
import { messageSchema } from '@/domain/messages/message';

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

/**
 * Issue 22, session 9: the prescription, corrected by the clinic until the ride is over (not only while it waits:
 * apply-operation.ts), under a rule of its own (firestore.rules prescriptionEdit) — never among the fields of the
 * waiting request's edit, whose rule would let the mode change without its VTC eligibility.
 */
export const PRESCRIPTION_EDIT_FIELDS = ['prescribed_mode', 'prescription'] as const;
export type EditedTransportField =
  EditableTransportField | (typeof PRESCRIPTION_EDIT_FIELDS)[number];

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
  changes: z.partialRecord(
    z.enum([...EDITABLE_TRANSPORT_FIELDS, ...PRESCRIPTION_EDIT_FIELDS]),
    z.unknown(),
  ),
  actor: actorSchema,
  deviceTime: z.number(),
});

const notificationReadSchema = z.object({
  kind: z.literal('notification.read'),
  opId: z.string().min(1),
  notificationId: z.string().min(1),
});

/**
 * A patient record created on the device. `patientId` is the device's id (« PAT-… » fallback, spec §9): the server
 * numbers the record from the patient_global counter (« patient_0042 ») and answers with the stored document, whose
 * `local_id` names the device's id so the device can follow the rename.
 */
const patientCreateSchema = z.object({
  kind: z.literal('patient.create'),
  opId: z.string().min(1),
  patientId: z.string().min(1),
  /** The whole new patient as built by the domain (buildNewPatient); parsed by patientSchema at the edges. */
  patient: z.record(z.string(), z.unknown()),
});

/**
 * A message of a transport's conversation, written on the device first (issue 13). The whole message travels (its
 * id is derived from the opId); the server checks it against the ride (decideMessageSend). It carries no top-level
 * `transportId`: it is not a change of the ride and must not queue behind (or block) the ride's status changes.
 */
const messageSendSchema = z.object({
  kind: z.literal('message.send'),
  opId: z.string().min(1),
  message: messageSchema,
});

/**
 * A change of the user's own profile (settings page): field-level, so a conflict keeps the other fields. `changes`
 * maps a field path (« phoneNumber », « preferences.notifications.sms ») to its new value; the server's decision
 * is decideProfileUpdate (src/domain/user/profile-operation).
 */
const profileUpdateSchema = z.object({
  kind: z.literal('profile.update'),
  opId: z.string().min(1),
  uid: z.string().min(1),
  changes: z.record(z.string().min(1), z.unknown()),
  deviceTime: z.number(),
});

export const operationSchema = z.discriminatedUnion('kind', [
  createOperationSchema,
  statusOperationSchema,
  editOperationSchema,
  notificationReadSchema,
  patientCreateSchema,
  messageSendSchema,
  profileUpdateSchema,
]);

export type Operation = z.output<typeof operationSchema>;
export type OperationKind = Operation['kind'];
export type TransportOperation = Extract<Operation, { transportId: string }>;
export type PatientCreateOperation = Extract<Operation, { kind: 'patient.create' }>;
export type MessageSendOperation = Extract<Operation, { kind: 'message.send' }>;
export type ProfileUpdateOperation = Extract<Operation, { kind: 'profile.update' }>;

/**
 * The operations the server numbers from a shared counter (a transport's type counter, patient_global): two of one
 * kind committed at once contend for one number — the loser's transaction was refused outright by the emulator
 * under the production rules, not retried (the sign-in bench's three requests filed back to back).
 */
export const NUMBERED_CREATIONS = [
  'transport.create',
  'patient.create',
] as const satisfies readonly OperationKind[];
export type NumberedCreationKind = (typeof NUMBERED_CREATIONS)[number];

export const isNumberedCreation = (kind: OperationKind): kind is NumberedCreationKind =>
  (NUMBERED_CREATIONS as readonly OperationKind[]).includes(kind);

export const transportEntityKey = (transportId: string) => `transport:${transportId}`;
export const notificationEntityKey = (notificationId: string) => `notification:${notificationId}`;
export const patientEntityKey = (patientId: string) => `patient:${patientId}`;
/** One FIFO per conversation: its messages reach the server in the order they were typed. */
export const threadEntityKey = (transportId: string) => `thread:${transportId}`;
export const profileEntityKey = (uid: string) => `profile:${uid}`;

/** The entity an operation belongs to: the unit of FIFO ordering in the outbox. */
export function entityKeyOf(op: Operation): string {
  switch (op.kind) {
    case 'notification.read':
      return notificationEntityKey(op.notificationId);
    case 'patient.create':
      return patientEntityKey(op.patientId);
    case 'message.send':
      return threadEntityKey(op.message.transport_id);
    case 'profile.update':
      return profileEntityKey(op.uid);
    default:
      return transportEntityKey(op.transportId);
  }
}

export function isTransportOperation(op: Operation): op is TransportOperation {
  return 'transportId' in op;
}

/**
 * The entity whose unsynced creation must reach the server first: a request for a patient created on this device
 * and not yet numbered names the patient's local id, which the device renames once the server numbers it. Sending
 * the request earlier would store an id no patient document will ever have.
 */
export function prerequisiteOf(op: Operation): string | null {
  if (op.kind !== 'transport.create') return null;
  const patientId = op.transport.patient_id;
  return typeof patientId === 'string' && isFallbackPatientId(patientId)
    ? patientEntityKey(patientId)
    : null;
}

/**
 * An incoming operation checked as the server checks a write's shape: the operation, or the French list of what
 * is wrong (the backends refuse it for good, never retried). Untouched fields of an edit are dropped: zod 4 reads an
 * enum-keyed record as exhaustive and would hand them back as undefined keys, erasing stored values.
 */
export function checkOperation(
  op: unknown,
): { ok: true; op: Operation } | { ok: false; error: string } {
  const parsed = operationSchema.safeParse(op);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'opération'} : ${issue.message}`,
    );
    return { ok: false, error: `Opération invalide : ${issues.join(' ; ')}` };
  }
  const valid = parsed.data;
  if (valid.kind !== 'transport.edit') return { ok: true, op: valid };
  const touched = Object.entries(valid.changes).filter(([, value]) => value !== undefined);
  return {
    ok: true,
    op: { ...valid, changes: Object.fromEntries(touched) as typeof valid.changes },
  };
}
