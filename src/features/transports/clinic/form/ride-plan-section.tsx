import { useEffect, useMemo } from 'react';
import { epochToParisLocal, parisLocalToEpoch } from '@/domain/shared/paris-local-time';
import { planRides, planSummary } from '@/domain/transport/plan-rides';
import { expandSeries } from '@/domain/transport/series';
import type { FormBinding } from './form-binding';
import { ReturnTripFields } from './return-trip-fields';
import { ridePlanOf, type RidePlanValues } from './ride-plan-values';
import { SeriesFields } from './series-fields';
import './ride-plan.css';

const NOWHERE = { rue: '', ville: '', codePostal: '', coordonnees: null };

interface RidePlanSectionProps {
  form: FormBinding;
  values: RidePlanValues;
  onChange(changes: Partial<RidePlanValues>): void;
  /** Show the plan's problems (after a submit was tried). */
  showErrors: boolean;
}

/**
 * Issue 22: the aller-retour and the series, with a live French summary of what will be filed. In a series the
 * request's date is its first session (kept in the form's date field, so the usual date checks apply to it).
 */
export function RidePlanSection({ form, values, onChange, showErrors }: RidePlanSectionProps) {
  const plan = useMemo(() => ridePlanOf(values), [values]);
  const firstSession = useMemo(() => {
    if (plan.series === null) return null;
    const expansion = expandSeries(plan.series);
    return expansion.ok ? expansion.sessions[0]!.at : null;
  }, [plan]);
  const { patch, values: formValues } = form;
  useEffect(() => {
    if (firstSession === null) return;
    const local = epochToParisLocal(firstSession);
    if (formValues.dateTime !== local) patch({ dateTime: local });
  }, [firstSession, formValues.dateTime, patch]);

  const at = parisLocalToEpoch(formValues.dateTime.trim());
  const preview = useMemo(() => {
    let n = 0;
    const input = { date_transport: at ?? 0, adresse_depart: NOWHERE, adresse_arrivee: NOWHERE };
    return planRides(input, plan, () => `apercu-${(n += 1)}`);
  }, [plan, at]);
  const errors = preview.ok
    ? {}
    : Object.fromEntries(preview.errors.map((error) => [error.field, error.message]));
  const shown = showErrors ? errors : {};
  const summary =
    preview.ok &&
    (plan.series !== null || values.retour !== 'aucun') &&
    (at !== null || plan.series)
      ? planSummary(preview)
      : null;
  return (
    <>
      <ReturnTripFields values={values} onChange={onChange} error={shown.retour} />
      <SeriesFields values={values} onChange={onChange} errors={shown} />
      {summary !== null && (
        <p className="ride-plan-summary" role="status">
          {summary}
        </p>
      )}
    </>
  );
}
