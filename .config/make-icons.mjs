// Generates the PNG icons in public/ (a white cross on the brand blue) without any image library.
// Run: node .config/make-icons.mjs — the outputs are committed.
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x0b, 0x5c, 0xad];
const WHITE = [0xff, 0xff, 0xff];

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** size px square; `safe` is the fraction of the canvas the cross may use (maskable icons need margin). */
function icon(size, safe) {
  const rows = [];
  const arm = (size * safe) / 3.2;
  const half = (size * safe) / 2;
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    const row = [0];
    for (let x = 0; x < size; x++) {
      const dx = Math.abs(x + 0.5 - c);
      const dy = Math.abs(y + 0.5 - c);
      const inCross = (dx <= arm / 2 && dy <= half) || (dy <= arm / 2 && dx <= half);
      row.push(...(inCross ? WHITE : BLUE));
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../public/', import.meta.url);
mkdirSync(new URL('icons/', out), { recursive: true });
writeFileSync(new URL('icons/icon-192.png', out), icon(192, 0.7));
writeFileSync(new URL('icons/icon-512.png', out), icon(512, 0.7));
writeFileSync(new URL('icons/icon-maskable-512.png', out), icon(512, 0.5));
writeFileSync(new URL('apple-touch-icon.png', out), icon(180, 0.6));
console.info('Icônes générées dans public/');
