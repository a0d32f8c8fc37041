import { describe, expect, it } from 'vitest';
import { serverNumber } from '@/features/transports/shared/transport-number';

describe('[TN1] the request number is shown only once the server gave it', () => {
  it.each([
    ['numbered by the server', 'tr_ambu_00016', 'tr_ambu_00016'],
    ['the device’s provisional TRA-… id', 'TRA-MWUOTDFLDLC01S', null],
    ['no number at all', null, null],
  ])('%s → %s', (_name, transportId, shown) => {
    expect(serverNumber({ transport_id: transportId })).toBe(shown);
  });
});
