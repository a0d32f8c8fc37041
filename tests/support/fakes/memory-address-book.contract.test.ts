// @vitest-environment node
import { describe } from 'vitest';
import { defineAddressBookContract } from '@tests/data/address-book-contract/address-book-contract';
import { MemoryAddressBook } from './memory-address-book';

describe('[BOOK-C] the in-memory fake', () => {
  defineAddressBookContract(() => {
    let now = 1_000;
    return { book: new MemoryAddressBook(() => now), advance: (ms) => (now += ms) };
  });
});
