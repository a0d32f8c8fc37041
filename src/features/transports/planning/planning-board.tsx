import { memo, useLayoutEffect, useRef, type PointerEvent } from 'react';
import type { Board, BoardBlock, PlannedRide } from '@/domain/planning/board';
import { formatTime } from '@/domain/shared/timestamp';
import { TRANSPORT_TYPE_LABELS } from '@/domain/transport/transport-type';

export interface RideHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>, rideId: string): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(): void;
  onPointerCancel(): void;
  /** A click (or Enter) on a ride: the keyboard path, « Affecter à… ». */
  onSelect(rideId: string): void;
}

export const rideName = (ride: PlannedRide) => ride.transport_id ?? ride.id;
const span = (start: number, end: number) => `${formatTime(start)}–${formatTime(end)}`;

const DAY_HEADER = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** A ride to drag: a button, so that a keyboard or a screen reader selects it too. */
export function RideButton({
  ride,
  window,
  handlers,
  className,
  style,
  clash,
}: {
  ride: PlannedRide;
  window: { start: number; end: number };
  handlers: RideHandlers;
  className: string;
  style?: React.CSSProperties;
  clash?: boolean;
}) {
  const who = ride.assigned_driver
    ? ` — ${ride.assigned_driver.firstName}${ride.assigned_driver.equipier ? ` et ${ride.assigned_driver.equipier.firstName}` : ''}`
    : '';
  const label = `${rideName(ride)}, ${TRANSPORT_TYPE_LABELS[ride.type_transport]}, ${span(window.start, window.end)}${who}`;
  return (
    <button
      type="button"
      className={`${className}${clash ? ` ${className}--clash` : ''}`}
      style={style}
      data-ride-id={ride.id}
      aria-label={label}
      title={label}
      onPointerDown={(event) => handlers.onPointerDown(event, ride.id)}
      onPointerMove={handlers.onPointerMove}
      onPointerUp={handlers.onPointerUp}
      onPointerCancel={handlers.onPointerCancel}
      onClick={() => handlers.onSelect(ride.id)}
    >
      <span className="planning-ride__number">{rideName(ride)}</span>
      <span className="planning-ride__time">{formatTime(window.start)}</span>
    </button>
  );
}

/** Blocks of one row that overlap another of the same row (drawn in red: a conflict already saved). */
function clashes(blocks: readonly BoardBlock<PlannedRide>[]): Set<string> {
  const clash = new Set<string>();
  const sorted = [...blocks].sort((a, b) => a.window.start - b.window.start);
  let last: BoardBlock<PlannedRide> | null = null;
  for (const block of sorted) {
    if (last && block.ride.id !== last.ride.id && block.window.start < last.window.end) {
      clash.add(block.ride.id);
      clash.add(last.ride.id);
    }
    if (!last || block.window.end > last.window.end) last = block;
  }
  return clash;
}

/** What a block shows: a row whose blocks all show the same is not drawn again (a drop redraws one or two rows). */
const sameBlock = (a: BoardBlock<PlannedRide>, b: BoardBlock<PlannedRide>) =>
  a.ride.id === b.ride.id &&
  a.ride.transport_id === b.ride.transport_id &&
  a.ride.type_transport === b.ride.type_transport &&
  a.ride.assigned_driver?.firstName === b.ride.assigned_driver?.firstName &&
  a.ride.assigned_driver?.equipier?.uid === b.ride.assigned_driver?.equipier?.uid &&
  a.dayIndex === b.dayIndex &&
  a.left === b.left &&
  a.width === b.width;

type RowProps = {
  row: { id: string; label: string };
  blocks: readonly BoardBlock<PlannedRide>[];
  dayCount: number;
  handlers: RideHandlers;
};

const sameRow = (a: RowProps, b: RowProps) =>
  a.row.id === b.row.id &&
  a.row.label === b.row.label &&
  a.dayCount === b.dayCount &&
  a.handlers === b.handlers &&
  a.blocks.length === b.blocks.length &&
  a.blocks.every((block, index) => sameBlock(block, b.blocks[index]!));

const BoardRowView = memo(function BoardRowView({ row, blocks, dayCount, handlers }: RowProps) {
  const clash = clashes(blocks);
  const days = Array.from({ length: dayCount }, (_, index) =>
    blocks.filter((block) => block.dayIndex === index),
  );
  return (
    <div className="planning-row" role="row" data-row-id={row.id}>
      <div className="planning-row__label" role="rowheader">
        {row.label}
      </div>
      {days.map((dayBlocks, index) => (
        <div className="planning-cell" role="gridcell" key={index}>
          {dayBlocks.map((block) => (
            <RideButton
              key={`${block.ride.id}-${block.dayIndex}`}
              ride={block.ride}
              window={block.window}
              handlers={handlers}
              className="planning-ride"
              clash={clash.has(block.ride.id)}
              style={{ left: `${block.left * 100}%`, width: `${block.width * 100}%` }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}, sameRow);

const DAY_HOURS = Array.from({ length: 12 }, (_, index) => index * 2);
const MORNING = 7 / 24;
const HOUR = 1 / 24;

/** Where a day view opens, as a fraction of the day: an hour before its first ride, 07:00 at the latest. */
function openingFraction(board: Board<PlannedRide>): number {
  const first = Math.min(
    MORNING + HOUR,
    ...board.rows.flatMap(({ blocks }) => blocks.map((block) => block.left)),
  );
  return Math.max(0, first - HOUR);
}

/** The grid: a header of days (and hours on a single day), one row per driver or vehicle. */
export function PlanningBoard({
  board,
  handlers,
  axisLabel,
}: {
  board: Board<PlannedRide>;
  handlers: RideHandlers;
  axisLabel: string;
}) {
  const single = board.days.length === 1;
  const grid = useRef<HTMLDivElement>(null);
  const opensAt = single ? openingFraction(board) : 0;
  const firstDay = board.days[0]?.day;
  // A day opens at its first ride (an hour before) or at 07:00: the night hours stay one scroll away.
  useLayoutEffect(() => {
    const element = grid.current;
    const cell = element?.querySelector<HTMLElement>('.planning-cell--head');
    if (!element || !cell) return;
    element.scrollLeft = opensAt * cell.offsetWidth;
  }, [opensAt, firstDay]);
  return (
    <div
      ref={grid}
      className={`planning-board${single ? ' planning-board--day' : ''}`}
      role="grid"
      aria-label="Planning"
      style={{ ['--planning-days' as string]: board.days.length }}
    >
      <div className="planning-row planning-row--head" role="row">
        <div className="planning-row__label" role="columnheader">
          {axisLabel}
        </div>
        {board.days.map((day) => (
          <div className="planning-cell planning-cell--head" role="columnheader" key={day.day}>
            {single ? (
              <span className="planning-hours" aria-hidden="true">
                {DAY_HOURS.map((hour) => (
                  <span key={hour} style={{ left: `${(hour / 24) * 100}%` }}>
                    {hour} h
                  </span>
                ))}
              </span>
            ) : (
              DAY_HEADER.format(day.start)
            )}
          </div>
        ))}
      </div>
      {board.rows.map(({ row, blocks }) => (
        <BoardRowView
          key={row.id}
          row={row}
          blocks={blocks}
          dayCount={board.days.length}
          handlers={handlers}
        />
      ))}
    </div>
  );
}
