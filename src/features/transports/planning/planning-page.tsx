import { useCallback, useMemo, useState } from 'react';
import { useLive } from '@/data/local/live';
import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { needsCrew } from '@/domain/organisation/crew';
import { addDays, boardDays, type BoardScope } from '@/domain/planning/board-days';
import { buildBoard, type BoardAxis } from '@/domain/planning/board';
import { boardConflicts } from '@/domain/planning/conflicts';
import { rideWindow } from '@/domain/planning/ride-window';
import { epochToParisDay } from '@/domain/shared/paris-local-time';
import type { Assignment } from '@/domain/transport/assignment';
import type { Transport } from '@/domain/transport/transport.schema';
import { OfflineHint } from '@/features/transports/driver/offline-hint';
import { deskTapContext, statusOperation } from '@/features/transports/driver/status-operation';
import {
  crewMemberOf,
  joinedDrivers,
  useStaff,
  type Staff,
} from '@/features/transports/shared/use-staff';
import { useToasts } from '@/services/toasts';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { choiceFor, fallbackVehicle, planOf, type PlanChoice } from './plan-choice';
import { AssignToMenu, PlanDialog } from './plan-dialog';
import { PlanningBoard, RideButton, rideName, type RideHandlers } from './planning-board';
import { useBoardDrag } from './use-board-drag';
import './planning.css';

/** The company's rides on its schedule: every taken ride not finished (the two tabs together). */
async function scheduleOf(data: UserData, now: number): Promise<Transport[]> {
  const [running, upcoming] = await Promise.all([
    data.queries.listTab(data.viewer, 'en-cours', now),
    data.queries.listTab(data.viewer, 'a-venir', now),
  ]);
  return [...running, ...upcoming];
}

/** /dashboard/planning — issue 23 item 3: the day or the week, by driver or by vehicle; drag to assign. */
export default function PlanningPage() {
  const data = useOptionalUserData();
  return (
    <div className="planning-page">
      <PageTitle>Planning</PageTitle>
      <OfflineHint />
      {data ? <PlanningBody data={data} /> : <Spinner />}
    </div>
  );
}

function PlanningBody({ data }: { data: UserData }) {
  const staff = useStaff(data.viewer);
  if (staff === null) return <Spinner label="Chargement du personnel…" />;
  if ('error' in staff) return <Alert tone="warning">{staff.error}</Alert>;
  return <PlanningView data={data} staff={staff} />;
}

type Pending = { ride: Transport; choice: PlanChoice } | null;

function PlanningView({ data, staff }: { data: UserData; staff: Staff }) {
  const { show } = useToasts();
  const [now] = useState(() => data.clock.now());
  const [day, setDay] = useState(() => epochToParisDay(now));
  const [scope, setScope] = useState<BoardScope>('day');
  const [axis, setAxis] = useState<BoardAxis>('driver');
  const [pending, setPending] = useState<Pending>(null);
  const [selected, setSelected] = useState<Transport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rides = useLive(() => scheduleOf(data, now), [data, now], undefined);
  const members = useMemo(() => joinedDrivers(staff.team).map(crewMemberOf), [staff]);
  const rows = useMemo(
    () =>
      axis === 'driver'
        ? joinedDrivers(staff.team).map((m) => ({ id: m.id, label: m.name || m.email }))
        : staff.vehicles.map((v) => ({
            id: v.id,
            label: `${v.label} (${v.registration})${v.active ? '' : ' · hors service'}`,
          })),
    [axis, staff],
  );
  const days = useMemo(() => boardDays(day, scope), [day, scope]);
  const board = useMemo(
    () => buildBoard({ rides: rides ?? [], rows, axis, days }),
    [rides, rows, axis, days],
  );
  const byId = useMemo(() => new Map((rides ?? []).map((r) => [r.id, r])), [rides]);

  const save = useCallback(
    async (ride: Transport, assignment: Assignment) => {
      setPending(null);
      setProblem(null);
      const op = statusOperation(ride.id, { status: 'assigned', assignment }, deskTapContext(data));
      const result = await data.act(op).catch(() => null);
      if (result?.ok) show(`Transport ${rideName(ride)} affecté à ${assignment.driver.firstName}.`);
      else
        setProblem(result ? result.refusal.reason : 'L’affectation n’a pas pu être enregistrée.');
    },
    [data, show],
  );

  /** A drop (or a pick in « Affecter à… »): saved at once when complete and free, else asked. */
  const propose = useCallback(
    (rideId: string, rowId: string) => {
      const ride = byId.get(rideId);
      if (!ride) return;
      const vehicle = (driverId: string) =>
        fallbackVehicle(ride, driverId, rides ?? [], staff.vehicles);
      const choice = choiceFor(ride, axis, rowId, vehicle);
      const planned = planOf(choice, members, staff.vehicles, needsCrew(ride.type_transport));
      if (planned && boardConflicts(ride, planned.plan, rides ?? []).length === 0) {
        void save(ride, planned.assignment);
      } else setPending({ ride, choice });
    },
    [axis, byId, members, rides, save, staff.vehicles],
  );

  const drag = useBoardDrag(propose);
  const handlers: RideHandlers = useMemo(
    () => ({
      onPointerDown: drag.onPointerDown,
      onPointerMove: drag.onPointerMove,
      onPointerUp: drag.onPointerUp,
      onPointerCancel: drag.onPointerCancel,
      onSelect: (rideId) => {
        if (drag.wasDragged()) return;
        setSelected(byId.get(rideId) ?? null);
      },
    }),
    [drag, byId],
  );

  const step = scope === 'day' ? 1 : 7;
  return (
    <>
      <div className="planning-toolbar" role="toolbar" aria-label="Affichage du planning">
        <div className="planning-toggle" role="group" aria-label="Période">
          {(['day', 'week'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={scope === value}
              onClick={() => setScope(value)}
            >
              {value === 'day' ? 'Jour' : 'Semaine'}
            </button>
          ))}
        </div>
        <div className="planning-toggle" role="group" aria-label="Lignes">
          {(['driver', 'vehicle'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={axis === value}
              onClick={() => setAxis(value)}
            >
              {value === 'driver' ? 'Par chauffeur' : 'Par véhicule'}
            </button>
          ))}
        </div>
        <div className="planning-dates">
          <button
            type="button"
            className="button button--secondary"
            aria-label={scope === 'day' ? 'Jour précédent' : 'Semaine précédente'}
            onClick={() => setDay(addDays(day, -step))}
          >
            ‹
          </button>
          <label>
            <span className="visually-hidden">Date</span>
            <input
              type="date"
              value={day}
              onChange={(e) => e.target.value && setDay(e.target.value)}
            />
          </label>
          <button
            type="button"
            className="button button--secondary"
            aria-label={scope === 'day' ? 'Jour suivant' : 'Semaine suivante'}
            onClick={() => setDay(addDays(day, step))}
          >
            ›
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setDay(epochToParisDay(data.clock.now()))}
          >
            Aujourd’hui
          </button>
        </div>
      </div>
      {problem && <Alert tone="danger">{problem}</Alert>}
      {rides === undefined ? (
        <Spinner label="Chargement des transports…" />
      ) : (
        <div className="planning-layout">
          <section className="planning-side" aria-labelledby="planning-unassigned">
            <h2 id="planning-unassigned">À affecter ({board.unassigned.length})</h2>
            {board.unassigned.length === 0 ? (
              <p>Aucun transport accepté sans chauffeur sur cette période.</p>
            ) : (
              <ul aria-label="Transports à affecter">
                {board.unassigned.map((ride) => (
                  <li key={ride.id}>
                    <RideButton
                      ride={ride}
                      window={rideWindow(ride)}
                      handlers={handlers}
                      className="planning-card"
                    />
                  </li>
                ))}
              </ul>
            )}
            <p className="planning-hint">
              {
                'Glissez un transport sur une ligne, ou choisissez-le puis «\u00a0Affecter à…\u00a0».'
              }
            </p>
          </section>
          <PlanningBoard
            board={board}
            handlers={handlers}
            axisLabel={axis === 'driver' ? 'Chauffeur' : 'Véhicule'}
          />
        </div>
      )}
      {selected && (
        <AssignToMenu
          ride={selected}
          rows={rows}
          onClose={() => setSelected(null)}
          onPick={(rowId) => {
            setSelected(null);
            propose(selected.id, rowId);
          }}
        />
      )}
      {pending && (
        <PlanDialog
          ride={pending.ride}
          initial={pending.choice}
          members={members}
          vehicles={staff.vehicles}
          schedule={rides ?? []}
          onSave={(assignment) => void save(pending.ride, assignment)}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
