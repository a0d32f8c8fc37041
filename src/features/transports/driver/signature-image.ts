import { SIGNATURE_MAX_BYTES, type SignatureMime } from '@/domain/transport/ride-signature';

const blobOf = (canvas: HTMLCanvasElement, mime: string, quality?: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, mime, quality));

/**
 * The drawing as the smallest image that keeps it legible: a PNG (a few kB for strokes on white), else a WebP,
 * within SIGNATURE_MAX_BYTES; null when neither fits (a scribble filling the frame).
 */
export async function signatureImage(
  canvas: HTMLCanvasElement,
): Promise<{ mime: SignatureMime; bytes: Uint8Array } | null> {
  for (const [mime, quality] of [
    ['image/png', undefined],
    ['image/webp', 0.8],
  ] as const) {
    const blob = await blobOf(canvas, mime, quality);
    if (blob && blob.type === mime && blob.size > 0 && blob.size <= SIGNATURE_MAX_BYTES) {
      return { mime, bytes: new Uint8Array(await blob.arrayBuffer()) };
    }
  }
  return null;
}
