import { useState } from 'react';
import { WEEKDAY_LABELS } from '@/domain/transport/series';
import { CheckboxField } from '@/ui/checkbox-field';
import { TextField } from '@/ui/text-field';
import type { RidePlanValues } from './ride-plan-values';

interface SeriesFieldsProps {
  values: RidePlanValues;
  onChange(changes: Partial<RidePlanValues>): void;
  /** The plan's French problems by field (series.weekdays, series.end…). */
  errors: Record<string, string>;
}

const WEEKDAYS = Object.entries(WEEKDAY_LABELS).map(([day, label]) => ({
  day: Number(day),
  label: label[0]!.toUpperCase() + label.slice(1),
}));

const frenchDay = (day: string) => day.split('-').reverse().join('/');

/**
 * Issue 22: « Transport en série » — the days of the week, the time, a start and an end date or a number of
 * sessions, and the days without a session. Each session becomes its own request.
 */
export function SeriesFields({ values, onChange, errors }: SeriesFieldsProps) {
  const [exception, setException] = useState('');
  const toggleDay = (day: number, on: boolean) =>
    onChange({ jours: on ? [...values.jours, day] : values.jours.filter((d) => d !== day) });
  const addException = () => {
    if (exception === '' || values.exceptions.includes(exception)) return;
    onChange({ exceptions: [...values.exceptions, exception].sort() });
    setException('');
  };
  return (
    <fieldset className="form-section">
      <legend>Transport en série</legend>
      <CheckboxField
        label="Transport en série (dialyse, chimiothérapie, rééducation…)"
        checked={values.serie}
        onChange={(event) => onChange({ serie: event.target.checked })}
      />
      {values.serie && (
        <>
          <fieldset
            className="series-days"
            aria-describedby={errors['series.weekdays'] ? 'series-days-error' : undefined}
          >
            <legend>Jours des séances</legend>
            {WEEKDAYS.map(({ day, label }) => (
              <CheckboxField
                key={day}
                label={label}
                checked={values.jours.includes(day)}
                onChange={(event) => toggleDay(day, event.target.checked)}
              />
            ))}
            {errors['series.weekdays'] && (
              <p id="series-days-error" className="field__error">
                {errors['series.weekdays']}
              </p>
            )}
          </fieldset>
          <div className="form-grid">
            <TextField
              label="Heure de l’aller"
              type="time"
              hint="Heure de Paris."
              required
              value={values.heure}
              error={errors['series.time']}
              onChange={(event) => onChange({ heure: event.target.value })}
            />
            <TextField
              label="Date de début"
              type="date"
              required
              value={values.debut}
              error={errors['series.startDate']}
              onChange={(event) => onChange({ debut: event.target.value })}
            />
          </div>
          <div className="choice-list" role="radiogroup" aria-label="Fin de la série">
            <label className="field--checkbox">
              <input
                type="radio"
                name="series-end"
                checked={values.fin === 'count'}
                onChange={() => onChange({ fin: 'count' })}
              />
              Finir après un nombre de séances
            </label>
            <label className="field--checkbox">
              <input
                type="radio"
                name="series-end"
                checked={values.fin === 'date'}
                onChange={() => onChange({ fin: 'date' })}
              />
              Finir à une date
            </label>
          </div>
          {values.fin === 'count' ? (
            <TextField
              label="Nombre de séances"
              type="number"
              inputMode="numeric"
              min={1}
              required
              value={values.nombre}
              error={errors['series.end.count'] ?? errors['series.end']}
              onChange={(event) => onChange({ nombre: event.target.value })}
            />
          ) : (
            <TextField
              label="Date de fin"
              type="date"
              required
              value={values.finDate}
              error={errors['series.end.date'] ?? errors['series.end']}
              onChange={(event) => onChange({ finDate: event.target.value })}
            />
          )}
          <div className="series-exception">
            <TextField
              label="Jour sans séance (férié, hospitalisation…)"
              type="date"
              value={exception}
              onChange={(event) => setException(event.target.value)}
            />
            <button type="button" className="button button--secondary" onClick={addException}>
              Ajouter ce jour
            </button>
          </div>
          {values.exceptions.length > 0 && (
            <ul className="series-exceptions" aria-label="Jours sans séance">
              {values.exceptions.map((day) => (
                <li key={day}>
                  {frenchDay(day)}{' '}
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Retirer le ${frenchDay(day)}`}
                    onClick={() =>
                      onChange({ exceptions: values.exceptions.filter((d) => d !== day) })
                    }
                  >
                    Retirer
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </fieldset>
  );
}
