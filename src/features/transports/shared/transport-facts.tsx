import { formatDateTime } from '@/domain/shared/timestamp';
import { MOBILITY_LABELS, needsStretcher } from '@/domain/transport/mobility';
import { PRIORITY_LABELS } from '@/domain/transport/priority';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_TYPE_LABELS } from '@/domain/transport/transport-type';
import { FactList, listOrNone, textOrDash, yesNo, type Fact } from './fact-list';
import { OrganisationContact } from './organisation-contact';
import { addressText, birthDateText } from './transport-text';

function ProviderFact({ transport }: { transport: Transport }) {
  if (transport.provider_org_id === null) return <>Aucun transporteur pour le moment</>;
  return (
    <OrganisationContact
      name={transport.provider_org_name}
      phone={transport.provider_org_phone}
      unnamed="Transporteur (nom non communiqué)"
    />
  );
}

type HeadingLevel = 2 | 3;

/** The two equipment lists are not the same thing: what the patient comes with, what the vehicle must carry. */
export const PATIENT_EQUIPMENT_LABEL = 'Équipements du patient';
export const VEHICLE_EQUIPMENT_LABEL = 'Équipements à prévoir dans le véhicule';

function FactSection({
  title,
  facts,
  level,
}: {
  title: string;
  facts: Fact[];
  level: HeadingLevel;
}) {
  const Heading = `h${level}` as const;
  return (
    <section className="facts-section">
      <Heading>{title}</Heading>
      <FactList facts={facts} />
    </section>
  );
}

/** Everything a provider or an auditor needs about one request, grouped as the form groups it. */
export function TransportFacts({
  transport,
  headingLevel = 2,
}: {
  transport: Transport;
  headingLevel?: HeadingLevel;
}) {
  const { patient_info: patient, informations_medicales: medical } = transport;
  const level = headingLevel;
  return (
    <div className="facts-grid">
      <FactSection
        level={level}
        title="Transport"
        facts={[
          ['Date et heure', formatDateTime(transport.date_transport)],
          ['Type', TRANSPORT_TYPE_LABELS[transport.type_transport]],
          ['Priorité', PRIORITY_LABELS[transport.priorite]],
          ['Départ', addressText(transport.adresse_depart)],
          ['Arrivée', addressText(transport.adresse_arrivee)],
          [
            'Établissement',
            <OrganisationContact
              key="requester"
              name={transport.requester_org_name}
              phone={transport.requester_org_phone}
              unnamed="Non communiqué"
            />,
          ],
          ['Transporteur', <ProviderFact key="provider" transport={transport} />],
        ]}
      />
      <FactSection
        level={level}
        title="Patient"
        facts={[
          ['Prénom', textOrDash(patient.firstName)],
          ['Nom', textOrDash(patient.lastName)],
          ['Téléphone', textOrDash(patient.phone)],
          ['Date de naissance', textOrDash(birthDateText(patient.birthDate))],
        ]}
      />
      <FactSection
        level={level}
        title="Informations médicales"
        facts={[
          ['Pathologie', textOrDash(medical.pathologie, 'Non renseignée')],
          ['Mobilité', medical.mobilite ? MOBILITY_LABELS[medical.mobilite] : 'Non précisée'],
          ['Oxygène', yesNo(medical.needsOxygen)],
          ['Brancard', yesNo(needsStretcher(medical))],
          [PATIENT_EQUIPMENT_LABEL, listOrNone(medical.equipements_speciaux)],
          [VEHICLE_EQUIPMENT_LABEL, listOrNone(transport.equipements_requis)],
          ['Commentaires', textOrDash(transport.commentaires, 'Aucun')],
        ]}
      />
    </div>
  );
}
