import { useState } from 'react';
import { useOptionalUserData } from '@/data/local/user-data-context';
import type { OrganisationPort, Viewer } from '@/data/ports';
import { mayManageTeam, type Team } from '@/domain/organisation/team';
import {
  equipmentList,
  unitsNotice,
  VEHICLE_KIND_LABELS,
  type Vehicle,
  type VehicleInput,
} from '@/domain/organisation/vehicle';
import { useServices } from '@/services/services-context';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { ConfirmDialog } from './confirm-dialog';
import { failureMessage, useOrganisationRead } from './use-organisation';
import { VehicleForm } from './vehicle-form';
import './organisation.css';
import { useSubscribedUnits } from '@/services/session/use-access';

const loadFleet = async (port: OrganisationPort, viewer: Viewer) => {
  const [team, vehicles] = await Promise.all([port.loadTeam(viewer), port.listVehicles(viewer)]);
  return { team, vehicles: [...vehicles].sort((a, b) => a.label.localeCompare(b.label, 'fr')) };
};

const newVehicleId = (orgId: string) => `veh_${orgId}_${crypto.randomUUID().slice(0, 8)}`;

function VehicleItem({
  vehicle,
  manages,
  onSave,
  onDelete,
}: {
  vehicle: Vehicle;
  manages: boolean;
  onSave(input: VehicleInput): Promise<boolean>;
  onDelete(): void;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li className="org-item">
        <VehicleForm
          initial={vehicle}
          submitLabel={`Enregistrer ${vehicle.label}`}
          onSubmit={async (input) => {
            const saved = await onSave(input);
            if (saved) setEditing(false);
            return saved;
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="org-item">
      <div>
        <div className="org-item__head">
          <strong>{vehicle.label}</strong>
          <span>
            {VEHICLE_KIND_LABELS[vehicle.kind]} · {vehicle.registration}
            {vehicle.active ? '' : ' · hors service'}
          </span>
        </div>
        <div className="org-item__meta">
          {vehicle.equipment.length > 0
            ? `Équipements : ${equipmentList(vehicle.equipment)}`
            : 'Aucun équipement déclaré'}
        </div>
      </div>
      {manages && (
        <div className="org-item__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setEditing(true)}
          >
            Modifier
          </button>
          <button type="button" className="button button--secondary" onClick={onDelete}>
            Supprimer
          </button>
        </div>
      )}
    </li>
  );
}

function FleetView({
  team,
  vehicles,
  viewer,
  port,
  reload,
}: {
  team: Team | null;
  vehicles: Vehicle[];
  viewer: Viewer;
  port: OrganisationPort;
  reload(): void;
}) {
  const [message, setMessage] = useState<{ tone: 'danger' | 'success'; text: string } | null>(null);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  // Spec §9: the units the organisation subscribed (not the plan's maximum) are what it is measured against.
  const subscribed = useSubscribedUnits();
  const manages = team !== null && mayManageTeam(viewer, team);
  const run = async (action: () => Promise<void>, done: string) => {
    try {
      await action();
      setMessage({ tone: 'success', text: done });
      reload();
      return true;
    } catch (error) {
      setMessage({ tone: 'danger', text: failureMessage(error) });
      return false;
    }
  };
  const save = (id: string, input: VehicleInput, done: string) =>
    run(() => port.saveVehicle(viewer, { ...input, id, org_id: viewer.orgId }), done);
  const active = vehicles.filter((vehicle) => vehicle.active).length;
  const notice = unitsNotice(active, subscribed, 'véhicules actifs');
  return (
    <>
      {notice && <Alert tone="warning">{notice}</Alert>}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <section aria-labelledby="fleet-title">
        <h2 id="fleet-title">
          Flotte ({active} en service sur {vehicles.length})
        </h2>
        {vehicles.length === 0 ? (
          <p>Aucun véhicule pour le moment.{manages ? ' Ajoutez le premier ci-dessous.' : ''}</p>
        ) : (
          <ul className="org-list" aria-label="Véhicules de la flotte">
            {vehicles.map((vehicle) => (
              <VehicleItem
                key={vehicle.id}
                vehicle={vehicle}
                manages={manages}
                onSave={(input) => save(vehicle.id, input, 'Véhicule enregistré.')}
                onDelete={() => setDeleting(vehicle)}
              />
            ))}
          </ul>
        )}
      </section>
      {manages ? (
        <section aria-labelledby="add-vehicle-title">
          <h2 id="add-vehicle-title">Ajouter un véhicule</h2>
          <VehicleForm
            submitLabel="Ajouter le véhicule"
            onSubmit={(input) => save(newVehicleId(viewer.orgId), input, 'Véhicule ajouté.')}
          />
        </section>
      ) : (
        <p>Seul un responsable de l’organisation peut modifier la flotte.</p>
      )}
      {deleting && (
        <ConfirmDialog
          title="Supprimer ce véhicule ?"
          message={`${deleting.label} (${deleting.registration}) sera retiré de la flotte.`}
          confirmLabel="Supprimer"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            void run(() => port.deleteVehicle(viewer, deleting.id), 'Véhicule supprimé.');
          }}
        />
      )}
    </>
  );
}

/** /dashboard/vehicules: the fleet, with each vehicle's equipment (issue 13). Online only. */
export default function VehiclesPage() {
  const data = useOptionalUserData();
  const { organisation } = useServices();
  const { loaded, reload } = useOrganisationRead(organisation, data?.viewer, loadFleet);
  let body;
  if (!organisation)
    body = <Alert tone="info">La gestion des véhicules n’est pas disponible ici.</Alert>;
  else if (!data || loaded.state === 'loading')
    body = <Spinner label="Chargement des véhicules…" />;
  else if (loaded.state === 'error') body = <Alert tone="warning">{loaded.message}</Alert>;
  else
    body = (
      <FleetView
        team={loaded.value.team}
        vehicles={loaded.value.vehicles}
        viewer={data.viewer}
        port={organisation}
        reload={reload}
      />
    );
  return (
    <div className="org-page">
      <PageTitle>Véhicules</PageTitle>
      {body}
    </div>
  );
}
