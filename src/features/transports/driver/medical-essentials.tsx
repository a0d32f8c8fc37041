import type { ReactNode } from 'react';
import { MOBILITY_LABELS, needsStretcher } from '@/domain/transport/mobility';
import type { Transport } from '@/domain/transport/transport.schema';
import { birthDateText } from '@/features/transports/shared/transport-text';

function Item({ term, flag, children }: { term: string; flag?: boolean; children: ReactNode }) {
  return (
    <div className={`essentials__item${flag ? ' essentials__item--flag' : ''}`}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What the crew must know before loading the patient: mobility, oxygen, stretcher, equipment. */
export function MedicalEssentials({ transport }: { transport: Transport }) {
  const medical = transport.informations_medicales;
  const equipment = [...medical.equipements_speciaux, ...transport.equipements_requis];
  const born = transport.patient_info.birthDate.trim();
  return (
    <section className="essentials" aria-labelledby="essentials-title">
      <h2 id="essentials-title">Informations médicales</h2>
      <dl>
        <Item term="Mobilité" flag={medical.mobilite === 'brancard'}>
          {medical.mobilite ? MOBILITY_LABELS[medical.mobilite] : 'Non renseignée'}
        </Item>
        <Item term="Oxygène" flag={medical.needsOxygen}>
          {medical.needsOxygen ? 'Oui' : 'Non'}
        </Item>
        <Item term="Brancard" flag={needsStretcher(medical)}>
          {needsStretcher(medical) ? 'Oui' : 'Non'}
        </Item>
        {medical.pathologie && <Item term="Pathologie">{medical.pathologie}</Item>}
        {equipment.length > 0 && <Item term="Équipements">{equipment.join(', ')}</Item>}
        {born && <Item term="Date de naissance">{birthDateText(born)}</Item>}
        {transport.commentaires && <Item term="Commentaires">{transport.commentaires}</Item>}
      </dl>
    </section>
  );
}
