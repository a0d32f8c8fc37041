import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '@/domain/errors/document-parse';

const schema = z.object({ name: z.string(), nested: z.object({ count: z.number() }) });

describe('[ERR7] a malformed document is a typed error, never a throw', () => {
  it('[ERR7] a valid document parses to its value', () => {
    const result = parseDocument(schema, 'things', 'a1', { name: 'A', nested: { count: 1 } });
    expect(result).toEqual({ ok: true, value: { name: 'A', nested: { count: 1 } } });
  });

  it('[ERR7] issues name the collection, the id and each faulty path', () => {
    const result = parseDocument(schema, 'things', 'a2', { name: 3, nested: { count: 'x' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.collection).toBe('things');
    expect(result.error.id).toBe('a2');
    expect(result.error.issues).toHaveLength(2);
    expect(result.error.issues[0]).toMatch(/^name: /);
    expect(result.error.issues[1]).toMatch(/^nested\.count: /);
  });

  it.each([[null], [undefined], ['texte'], [[1, 2]]])('[ERR7] %s is not a document', (data) => {
    const result = parseDocument(schema, 'things', 'a3', data);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.issues[0]).not.toMatch(/^:/);
  });
});
