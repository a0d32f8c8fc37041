import {
  notificationEntityKey,
  patientEntityKey,
  transportEntityKey,
} from '@/domain/sync/operation';

// The FIFO keys are the domain's (the same strings entityKeyOf builds); pulls arrive with an id and no operation.
export { notificationEntityKey, patientEntityKey, transportEntityKey };

const TRANSPORT_PREFIX = transportEntityKey('');

/** The transport id of a transport entity key, null for any other entity. */
export const transportIdOfKey = (entityKey: string): string | null =>
  entityKey.startsWith(TRANSPORT_PREFIX) ? entityKey.slice(TRANSPORT_PREFIX.length) : null;
