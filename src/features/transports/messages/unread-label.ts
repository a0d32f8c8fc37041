/** The accessible wording of an unread count (« 1 message non lu », « 3 messages non lus »). */
export const unreadLabel = (count: number): string =>
  count === 1 ? '1 message non lu' : `${count} messages non lus`;
