import { PRESCRIBED_MODE_LABELS } from '@/domain/transport/prescription.schema';
import type { PrescriptionDetails } from '@/domain/transport/prescription-record';
import type { Transport } from '@/domain/transport/transport.schema';
import type { Fact } from './fact-list';
import { birthDateText } from './transport-text';

/** « Mode prescrit : VSL », or null for a ride without prescription. */
export const prescribedModeText = (transport: Pick<Transport, 'prescribed_mode'>): string | null =>
  transport.prescribed_mode
    ? `Mode prescrit : ${PRESCRIBED_MODE_LABELS[transport.prescribed_mode]}`
    : null;

/** The prescription's references as facts (dates fr-FR). */
export function prescriptionFacts(details: PrescriptionDetails): Fact[] {
  return [
    ['Prescripteur', details.prescripteur || 'Non renseigné'],
    ['Date de prescription', birthDateText(details.date_prescription)],
    [
      'Accord préalable',
      details.accord_prealable
        ? `Oui${details.date_accord ? `, le ${birthDateText(details.date_accord)}` : ''}`
        : 'Non',
    ],
    ['Transport en série', details.serie ? 'Oui' : 'Non'],
  ];
}
