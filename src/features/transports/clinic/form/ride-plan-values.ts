import type { RidePlan } from '@/domain/transport/plan-rides';

/**
 * Issue 22: what the « Aller-retour » and « Transport en série » controls hold, beside the request's own values
 * (kept apart from TransportFormValues: the edit form has neither).
 */
export interface RidePlanValues {
  retour: 'aucun' | 'heure' | 'sur-appel';
  /** HH:MM, Paris, the day of each outbound. */
  retourHeure: string;
  serie: boolean;
  /** ISO weekdays, 1 = lundi. */
  jours: number[];
  heure: string;
  debut: string;
  fin: 'count' | 'date';
  nombre: string;
  finDate: string;
  /** Days without a session (YYYY-MM-DD). */
  exceptions: string[];
}

export const EMPTY_RIDE_PLAN: RidePlanValues = {
  retour: 'aucun',
  retourHeure: '',
  serie: false,
  jours: [],
  heure: '',
  debut: '',
  fin: 'count',
  nombre: '',
  finDate: '',
  exceptions: [],
};

/** The domain's plan the values describe (planRides validates it and says what is wrong, in French). */
export function ridePlanOf(values: RidePlanValues): RidePlan {
  const retour =
    values.retour === 'heure'
      ? { kind: 'heure' as const, time: values.retourHeure }
      : { kind: values.retour };
  if (!values.serie) return { series: null, retour };
  const count = values.nombre.trim() === '' ? Number.NaN : Number(values.nombre);
  return {
    retour,
    series: {
      weekdays: [...values.jours].sort(),
      time: values.heure,
      startDate: values.debut,
      end:
        values.fin === 'count' ? { kind: 'count', count } : { kind: 'date', date: values.finDate },
      exceptions: values.exceptions,
    },
  };
}
