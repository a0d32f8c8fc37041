import {
  PRESCRIPTION_SCAN_MAX_BYTES,
  PRESCRIPTION_SCAN_MAX_SIDE,
  prescriptionScanProblem,
} from '@/domain/transport/prescription-scan';
import type { FormScan } from './form-values';

const QUALITIES = [0.82, 0.7, 0.58, 0.46, 0.35];

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * A photo of the prescription, made small enough to keep and send (issue 22): its longest side bounded, then WebP
 * (JPEG where the browser cannot write WebP) at a quality stepped down, and the side shrunk again, until it fits
 * under the cap. A PDF is kept as it is when it fits. Resolves to the scan or a French error.
 */
export async function compressScan(file: File): Promise<FormScan | string> {
  if (file.type === 'application/pdf') {
    const scan: FormScan = {
      mime: 'application/pdf',
      bytes: new Uint8Array(await file.arrayBuffer()),
    };
    return prescriptionScanProblem({ ...scan, transportId: 'nouveau' }) ?? scan;
  }
  if (!file.type.startsWith('image/'))
    return 'Format non pris en charge : une photo (WebP, JPEG) ou un PDF.';
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return 'Photo illisible : reprenez-la.';
  }
  let side = PRESCRIPTION_SCAN_MAX_SIDE;
  for (let round = 0; round < 4; round += 1, side = Math.round(side * 0.75)) {
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of QUALITIES) {
      const blob =
        (await encode(canvas, 'image/webp', quality)) ??
        (await encode(canvas, 'image/jpeg', quality));
      if (blob && blob.size <= PRESCRIPTION_SCAN_MAX_BYTES) {
        const mime = blob.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
        return { mime, bytes: new Uint8Array(await blob.arrayBuffer()) };
      }
    }
  }
  return 'Photo trop lourde même compressée : reprenez-la de plus près.';
}
