import type { Notification } from '@/domain/notification/notification';
import type { Patient } from '@/domain/patient/patient.schema';
import type { User } from '@/domain/user/user';

/** A notification with its document id; `unread` mirrors `read` as 0/1 because booleans cannot be indexed. */
export type NotificationRow = Notification & { id: string; unread: 0 | 1 };

export type ProfileRow = User;

export type PatientRow = Patient;

/** Small keyed values: pull checkpoints, the device id. */
export interface MetaRow {
  key: string;
  value: unknown;
}
