import { describe, expect, it } from 'vitest';
import { formatAddress, userAddressField } from '@/domain/user/user-address';

describe('[USR7] an address is a string or an object with street (spec §3)', () => {
  it.each([
    ['12 rue des Lilas', { street: '12 rue des Lilas', city: null, postalCode: null }],
    [{ street: '12 rue des Lilas' }, { street: '12 rue des Lilas', city: null, postalCode: null }],
    [{ city: 'Lyon' }, { street: '', city: 'Lyon', postalCode: null }],
    [
      { street: '1 quai', city: 'Nantes', postalCode: '44000', country: 'France' },
      { street: '1 quai', city: 'Nantes', postalCode: '44000', country: 'France' },
    ],
    ['', null],
    [null, null],
    [undefined, null],
  ])('[USR7] %j', (input, expected) => {
    expect(userAddressField.parse(input)).toEqual(expected);
  });

  it('[USR7] neither string nor object is rejected', () => {
    expect(userAddressField.safeParse(42).success).toBe(false);
  });

  it.each([
    [
      { street: '12 rue des Lilas', city: 'Lyon', postalCode: '69003' },
      '12 rue des Lilas, 69003 Lyon',
    ],
    [{ street: '12 rue des Lilas', city: null, postalCode: null }, '12 rue des Lilas'],
    [{ street: '', city: 'Lyon', postalCode: null }, 'Lyon'],
    [null, ''],
  ])('[USR7] formats %j as « %s »', (address, text) => {
    expect(formatAddress(address)).toBe(text);
  });
});
