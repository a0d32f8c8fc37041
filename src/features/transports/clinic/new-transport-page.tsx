import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { TransportForm } from './form/transport-form';
import { EMPTY_FORM } from './form/form-values';
import { useCreateTransport } from './use-create-transport';

function NewTransportForm({ data }: { data: UserData }) {
  const create = useCreateTransport(data);
  return (
    <TransportForm
      label="Nouvelle demande de transport"
      initial={EMPTY_FORM}
      submitLabel="Enregistrer la demande"
      onSubmit={create}
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
