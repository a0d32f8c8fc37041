import type { PrescriptionScan } from '@/domain/transport/prescription-scan';

/** A prescription scan waiting on this device for its upload (issue 22), and when it was taken. */
export interface PendingScanRow extends PrescriptionScan {
  keptAt: number;
}
