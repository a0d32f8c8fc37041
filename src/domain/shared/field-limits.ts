import { z } from 'zod';

/**
 * Size caps of stored fields (issue 21): the device's forms refuse what the server's rules refuse, from the same
 * numbers. Chosen so that the largest legitimate document stays far below Firestore's 1 MiB
 * (tests/domain/security/document-shapes.test.ts computes it).
 */
export const FIELD_LIMITS = {
  /** Document ids, op ids, uids, organisation ids. */
  id: 128,
  /** A person's or an organisation's name, a vehicle label. */
  name: 120,
  phone: 30,
  email: 254,
  city: 100,
  postcode: 10,
  street: 200,
  /** Short codes: states, roles, types, plans. */
  code: 40,
  /** One label of a list (equipment, conditions). */
  label: 80,
  /** Labels in one list. */
  labels: 20,
  /** A note or motive given with a status change. */
  note: 300,
  /** The domain's French reason for a refused update. */
  refusalReason: 200,
  /** Comments of a request; a contact message. */
  comment: 2000,
  /** A conversation message. */
  message: 2000,
  /** A picture's address (a profile photo). */
  url: 1000,
  /** An hour of the day, « 08:00 ». */
  hour: 5,
  /** Fields named by one logged edit. */
  editedFields: 12,
} as const;

/** History entries of a ride; refused entries stop RIDE_HISTORY_RESERVE short so the parties can still finish. */
export const RIDE_HISTORY_MAX = 60;
/**
 * Room kept for applied moves: from any state the longest forward path (accepted → completed) takes 8 moves; a
 * refused entry (anyone who sees the request may record one) is stored only below RIDE_HISTORY_MAX − reserve.
 */
export const RIDE_HISTORY_RESERVE = 20;
/** Edits logged on a request. */
export const RIDE_MODIFICATIONS_MAX = 20;
/** Provider answers on a request (one per organisation). */
export const RIDE_RESPONSES_MAX = 20;
/** Op server times: one per history entry or edit. */
export const RIDE_OP_TIMES_MAX = RIDE_HISTORY_MAX + RIDE_MODIFICATIONS_MAX;

/** The French refusal of a text over its cap, e.g. « Le nom dépasse 120 caractères. ». */
export const tooLongMessage = (label: string, max: number): string =>
  `${label} dépasse ${max} caractères : raccourcissez.`;

/** Free text the user types: trimmed, at most `max` characters, with the French reason otherwise. */
export const boundedText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(label, max) });

/** A list of labels the user picks or types: at most FIELD_LIMITS.labels of FIELD_LIMITS.label characters. */
export const boundedLabels = (label: string) =>
  z
    .array(
      z.string().trim().min(1).max(FIELD_LIMITS.label, tooLongMessage(label, FIELD_LIMITS.label)),
    )
    .max(FIELD_LIMITS.labels, { error: `${label} : ${FIELD_LIMITS.labels} éléments au plus.` });
