import { describe, expect, it } from 'vitest';
import { mountApp, ROOT_ELEMENT_MISSING } from '@/app/mount';

describe('[MOUNT1] mounting', () => {
  it('throws the spec message when #root is missing', () => {
    const doc = document.implementation.createHTMLDocument('vide');
    expect(() => mountApp(doc)).toThrow(ROOT_ELEMENT_MISSING);
    expect(ROOT_ELEMENT_MISSING).toBe('Failed to find the root element');
  });
});
