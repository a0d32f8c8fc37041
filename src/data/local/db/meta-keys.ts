import type { PulledCollection } from '@/data/ports';

export const DEVICE_ID_KEY = 'deviceId';

export const CHECKPOINT_KEY_PREFIX = 'checkpoint:';

export const checkpointKey = (collection: PulledCollection): string =>
  `${CHECKPOINT_KEY_PREFIX}${collection}`;
