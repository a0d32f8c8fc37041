import { useId } from 'react';
import type { DayCounts } from '@/domain/admin/admin-statistics';
import { STATUS_GROUPS, STATUS_GROUP_LABELS } from '@/domain/transport/transport-status';

const WIDTH = 720;
const HEIGHT = 220;
const AXIS = 28;

/**
 * Transports per day over the last 30 days, stacked by status group. Hand-written SVG (no chart library), loaded
 * lazily with the statistics; the same figures are summarised in text for screen readers.
 */
export default function TransportsChart({ days }: { days: DayCounts[] }) {
  const titleId = useId();
  const totals = days.map((d) => STATUS_GROUPS.reduce((sum, g) => sum + d[g], 0));
  const max = Math.max(1, ...totals);
  const slot = (WIDTH - AXIS) / Math.max(1, days.length);
  const scale = (HEIGHT - AXIS) / max;
  const sum = totals.reduce((a, b) => a + b, 0);
  return (
    <figure className="admin-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>
          {`Transports créés par jour sur 30 jours : ${sum} au total, au plus ${max} par jour.`}
        </title>
        <line
          x1={AXIS}
          y1={HEIGHT - AXIS}
          x2={WIDTH}
          y2={HEIGHT - AXIS}
          className="admin-chart__axis"
        />
        <text x={AXIS - 4} y={12} textAnchor="end" className="admin-chart__label">
          {max}
        </text>
        <text x={AXIS - 4} y={HEIGHT - AXIS} textAnchor="end" className="admin-chart__label">
          0
        </text>
        {days.map((day, index) => {
          let y = HEIGHT - AXIS;
          const x = AXIS + index * slot + slot * 0.15;
          return (
            <g key={day.day}>
              {STATUS_GROUPS.map((group) => {
                const height = day[group] * scale;
                y -= height;
                return height > 0 ? (
                  <rect
                    key={group}
                    x={x}
                    y={y}
                    width={slot * 0.7}
                    height={height}
                    className={`admin-chart__${group}`}
                  />
                ) : null;
              })}
              {index % 5 === 0 && (
                <text
                  x={x + slot * 0.35}
                  y={HEIGHT - AXIS + 16}
                  textAnchor={index === 0 ? 'start' : 'middle'}
                  className="admin-chart__label"
                >
                  {day.day.slice(8, 10)}/{day.day.slice(5, 7)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="admin-chart__legend">
          {STATUS_GROUPS.map((group) => (
            <li key={group}>
              <span className={`admin-chart__swatch admin-chart__${group}`} aria-hidden="true" />
              {STATUS_GROUP_LABELS[group]}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
