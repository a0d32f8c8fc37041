import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_SCREENSHOTS } from '@/features/public/feature-screenshots';

/** Width and height of a WebP file (lossy VP8, lossless VP8L or extended VP8X), from its header. */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  expect(chunk).toBe('VP8X');
  return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
}

describe('[FEAT-SHOT] /fonctionnalites shows real screenshots that exist in public/', () => {
  it.each(Object.entries(FEATURE_SCREENSHOTS))(
    '[FEAT-SHOT] %s: the file exists, is WebP of the declared size, under 60 KB, with a French alt text',
    (_role, shot) => {
      const file = join('public', shot.src);
      expect(existsSync(file), file).toBe(true);
      const bytes = readFileSync(file);
      expect(webpSize(bytes)).toEqual({ width: shot.width, height: shot.height });
      expect(bytes.length).toBeLessThan(60_000);
      expect(shot.alt.length).toBeGreaterThan(20);
    },
  );
});
