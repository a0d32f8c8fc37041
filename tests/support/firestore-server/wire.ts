/**
 * The package's generated `Write` message predates `verify` (field 5), so google-protobuf drops
 * it while decoding. The SDK sends `verify` writes for documents a transaction read but did not
 * write; we recover their names from the raw request bytes.
 */

interface RawField {
  field: number;
  bytes?: Uint8Array;
}

function readVarint(buffer: Uint8Array, start: number): [value: number, next: number] {
  let value = 0;
  let position = start;
  for (let shift = 0; ; shift += 7) {
    const byte = buffer[position++];
    if (byte === undefined) throw new Error('Truncated protobuf varint');
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return [value, position];
  }
}

function* rawFields(buffer: Uint8Array): Generator<RawField> {
  let position = 0;
  while (position < buffer.length) {
    const [tag, afterTag] = readVarint(buffer, position);
    const field = Math.floor(tag / 8);
    position = afterTag;
    switch (tag & 7) {
      case 0:
        position = readVarint(buffer, position)[1];
        yield { field };
        break;
      case 1:
        position += 8;
        yield { field };
        break;
      case 2: {
        const [length, start] = readVarint(buffer, position);
        position = start + length;
        yield { field, bytes: buffer.subarray(start, position) };
        break;
      }
      case 5:
        position += 4;
        yield { field };
        break;
      default:
        throw new Error(`Unsupported protobuf wire type in field ${field}`);
    }
  }
}

const WRITE_VERIFY_FIELD = 5;
const decoder = new TextDecoder();

/** For each `Write` in repeated field `writesField` of `request`: its `verify` name, or null. */
export function extractVerifyNames(request: Uint8Array, writesField: number): (string | null)[] {
  const names: (string | null)[] = [];
  for (const write of rawFields(request)) {
    if (write.field !== writesField || write.bytes === undefined) continue;
    let name: string | null = null;
    for (const inner of rawFields(write.bytes))
      if (inner.field === WRITE_VERIFY_FIELD && inner.bytes) name = decoder.decode(inner.bytes);
    names.push(name);
  }
  return names;
}
