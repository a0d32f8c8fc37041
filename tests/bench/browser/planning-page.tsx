// The planning board's bench page (issue 23 item 3): the real board components (PlanningBoard, RideButton,
// useBoardDrag, buildBoard) on 50 drivers × 7 days × 400 rides, driven by pointer events dispatched in the page.
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { buildBoard, type PlannedRide } from '@/domain/planning/board';
import { boardDays } from '@/domain/planning/board-days';
import { rideWindow } from '@/domain/planning/ride-window';
import { parisLocalToEpoch } from '@/domain/shared/paris-local-time';
import {
  PlanningBoard,
  RideButton,
  type RideHandlers,
} from '@/features/transports/planning/planning-board';
import { useBoardDrag } from '@/features/transports/planning/use-board-drag';
import '@/features/transports/planning/planning.css';

const DRIVERS = 50;
const RIDES = 400;
const WEEK = '2026-11-23';
const address = { rue: '', ville: '', codePostal: '', coordonnees: null };

function dataset(): { rides: PlannedRide[]; rows: { id: string; label: string }[] } {
  const rows = Array.from({ length: DRIVERS }, (_, i) => ({
    id: `d${i}`,
    label: `Chauffeur ${i + 1}`,
  }));
  const rides = Array.from({ length: RIDES }, (_, i): PlannedRide => {
    const day = 23 + (i % 7);
    const hour = 6 + ((i * 7) % 14);
    const at = parisLocalToEpoch(
      `2026-11-${day}T${String(hour).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    )!;
    // One ride in ten waits for a driver: the side list to drag from.
    const driver = i % 10 === 0 ? null : { uid: `d${i % DRIVERS}`, firstName: `C${i % DRIVERS}` };
    return {
      id: `r${i}`,
      transport_id: `TR-${String(i).padStart(5, '0')}`,
      etat: driver ? 'assigned' : 'accepted',
      type_transport: 'vsl',
      date_transport: at,
      adresse_depart: address,
      adresse_arrivee: address,
      assigned_driver: driver,
      assigned_vehicle: driver
        ? { id: `v${i % 30}`, label: `VSL ${i % 30}`, registration: 'AB-123-CD' }
        : null,
    };
  });
  return { rides, rows };
}

let dropped: (() => void) | null = null;

function Harness({ initial }: { initial: ReturnType<typeof dataset> }) {
  const [rides, setRides] = useState(initial.rides);
  const days = useMemo(() => boardDays(WEEK, 'week'), []);
  const board = useMemo(
    () => buildBoard({ rides, rows: initial.rows, axis: 'driver', days }),
    [rides, initial.rows, days],
  );
  // As the page does once the outbox has the op: the ride assigned, the board built again.
  const drag = useBoardDrag((rideId, rowId) => {
    setRides((all) =>
      all.map((r) =>
        r.id === rideId
          ? { ...r, etat: 'assigned', assigned_driver: { uid: rowId, firstName: rowId } }
          : r,
      ),
    );
    dropped?.();
  });
  const handlers: RideHandlers = useMemo(() => ({ ...drag, onSelect: () => undefined }), [drag]);
  return (
    <div className="planning-layout">
      <section className="planning-side">
        <ul>
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
      </section>
      <PlanningBoard board={board} handlers={handlers} axisLabel="Chauffeur" />
    </div>
  );
}

const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const pointer = (type: string, x: number, y: number) =>
  new PointerEvent(type, {
    bubbles: true,
    cancelable: true,
    clientX: x,
    clientY: y,
    pointerId: 1,
    button: 0,
    isPrimary: true,
  });

const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

export interface PlanningSample {
  firstRender: number;
  firstPaint: number;
  moves: number[];
  drop: number;
}

/** One run: mount, then drag one unassigned ride over 40 rows and drop it on the last. */
async function run(): Promise<PlanningSample> {
  const host = document.getElementById('root')!;
  host.replaceChildren();
  const root = createRoot(host);
  const data = dataset();
  const start = performance.now();
  flushSync(() => root.render(<Harness initial={data} />));
  const firstRender = performance.now() - start;
  await afterPaint();
  const firstPaint = performance.now() - start;

  const ride = host.querySelector('.planning-side [data-ride-id]')!;
  // Rows on screen only (elementFromPoint sees nothing below the fold), visited back and forth: 40 moves.
  const visible = [...host.querySelectorAll('[data-row-id]')].filter(
    (row) => centre(row).y < window.innerHeight - 10,
  );
  const rows = Array.from({ length: 40 }, (_, i) => {
    const lap = i % (2 * visible.length);
    return visible[lap < visible.length ? lap : 2 * visible.length - 1 - lap]!;
  });
  const from = centre(ride);
  ride.dispatchEvent(pointer('pointerdown', from.x, from.y));
  const moves: number[] = [];
  for (const row of rows) {
    const cell = row.querySelector('.planning-cell')!;
    const to = centre(cell);
    const t = performance.now();
    ride.dispatchEvent(pointer('pointermove', to.x, to.y));
    // The frame's own work: the ghost's transform and the row's highlight, styled and laid out.
    document.querySelector('.planning-ghost')?.getBoundingClientRect();
    moves.push(performance.now() - t);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const target = centre(rows.at(-1)!.querySelector('.planning-cell')!);
  const done = new Promise<void>((resolve, reject) => {
    dropped = resolve;
    setTimeout(() => reject(new Error('le dépôt n’a pas eu lieu')), 5_000);
  });
  const t = performance.now();
  ride.dispatchEvent(pointer('pointerup', target.x, target.y));
  await done;
  await afterPaint();
  const drop = performance.now() - t;
  root.unmount();
  return { firstRender, firstPaint, moves, drop };
}

(window as unknown as { planningBench: { run: typeof run } }).planningBench = { run };
