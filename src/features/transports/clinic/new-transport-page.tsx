import { useState } from 'react';
import { useLive } from '@/data/local/live';
import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { holdsPatientRecords } from '@/domain/patient/patient-access';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { TransportForm } from './form/transport-form';
import { EMPTY_FORM } from './form/form-values';
import { parisToday } from './form/new-patient-input';
import type { PatientRecords } from './form/patient-fieldset';
import { RidePlanSection } from './form/ride-plan-section';
import { EMPTY_RIDE_PLAN, ridePlanOf } from './form/ride-plan-values';
import { useCreateTransport } from './use-create-transport';

/** The organisation's patients, live (a record saved in another tab shows up at once); null for other roles. */
function usePatientRecords(data: UserData): PatientRecords | undefined {
  const offered = holdsPatientRecords(data.viewer);
  const patients = useLive(
    () => (offered ? data.queries.listPatients(data.viewer) : []),
    [data, offered],
    undefined,
  );
  const canSave = data.viewer.role === 'clinique';
  return offered ? { patients, today: parisToday(data.clock.now()), canSave } : undefined;
}

function NewTransportForm({ data }: { data: UserData }) {
  const create = useCreateTransport(data);
  const [plan, setPlan] = useState(EMPTY_RIDE_PLAN);
  const several = plan.serie || plan.retour !== 'aucun';
  return (
    <TransportForm
      label="Nouvelle demande de transport"
      initial={data.viewer.role === 'clinique' ? EMPTY_FORM : { ...EMPTY_FORM, savePatient: false }}
      patientRecords={usePatientRecords(data)}
      submitLabel={several ? 'Enregistrer les demandes' : 'Enregistrer la demande'}
      busyLabel={several ? 'Enregistrement des transports sur l’appareil…' : undefined}
      extra={(form, attempted) => (
        <RidePlanSection
          form={form}
          values={plan}
          onChange={(changes) => setPlan((current) => ({ ...current, ...changes }))}
          showErrors={attempted}
        />
      )}
      onSubmit={(input, newPatient, scan) => create(input, newPatient, ridePlanOf(plan), scan)}
    />
  );
}

/** /dashboard/clinique/transport: the request form. */
export default function NewTransportPage() {
  const data = useOptionalUserData();
  return (
    <div className="transport-page">
      <PageTitle>Nouvelle demande de transport</PageTitle>
      <p className="page-lead">
        La demande est enregistrée sur cet appareil puis envoyée aux transporteurs, même sans
        réseau.
      </p>
      {data ? <NewTransportForm data={data} /> : <Spinner label="Ouverture des données…" />}
    </div>
  );
}
