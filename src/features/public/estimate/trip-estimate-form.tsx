import { useId, useState } from 'react';
import { SANITARY_GRIDS } from '@/domain/pricing/cpam-tariffs';
import { formatLegalDate } from '@/domain/pricing/tariff-source';
import { TAXI_DEPARTMENT_RATES, TAXI_TARIFF } from '@/domain/pricing/taxi-tariffs';
import {
  estimateSanitaryTrip,
  estimateTaxiTrip,
  TRIP_PERIOD_LABELS,
  type TripBasics,
  type TripPeriod,
} from '@/domain/pricing/trip-estimate';
import { TripEstimateResult } from './trip-estimate-result';

type Vehicle = 'ambulance' | 'vsl' | 'taxi';
const VEHICLE_LABELS: Record<Vehicle, string> = {
  ambulance: 'Ambulance',
  vsl: 'VSL',
  taxi: 'Taxi conventionné',
};

const gridsOf = (vehicle: Vehicle) => SANITARY_GRIDS.filter((grid) => grid.vehicle === vehicle);

/** Indicative trip cost for ambulance, VSL or taxi conventionné (CPAM formulas of the domain). */
export function TripEstimateForm() {
  const id = useId();
  const [vehicle, setVehicle] = useState<Vehicle>('ambulance');
  const [gridId, setGridId] = useState(gridsOf('ambulance')[0]!.id);
  const [distance, setDistance] = useState('12');
  const [period, setPeriod] = useState<TripPeriod>('jour');
  const [complete, setComplete] = useState(false);
  const [exempt, setExempt] = useState(false);
  const [department, setDepartment] = useState(TAXI_DEPARTMENT_RATES[0]!.code);
  const [bigCity, setBigCity] = useState(false);
  const [patients, setPatients] = useState<1 | 2 | 3 | 4>(1);
  const [emptyReturn, setEmptyReturn] = useState(false);
  const [reducedMobility, setReducedMobility] = useState(false);

  const basics: TripBasics = {
    distanceKm: distance.trim() === '' ? Number.NaN : Number(distance),
    period,
    cover: complete ? 'complete' : 'standard',
    franchiseExempt: exempt,
  };
  const grids = vehicle === 'taxi' ? [] : gridsOf(vehicle);
  const grid = grids.find((candidate) => candidate.id === gridId) ?? grids[0];
  const rate = TAXI_DEPARTMENT_RATES.find((item) => item.code === department)!;
  const estimate = grid
    ? estimateSanitaryTrip({ ...basics, grid })
    : estimateTaxiTrip({
        ...basics,
        perKm: rate.perKm,
        bigCity,
        patients,
        emptyReturn,
        reducedMobility,
        overseas: false,
      });
  const tariff = grid ? grid.label : `${TAXI_TARIFF.label}, depuis le ${formatLegalDate(TAXI_TARIFF.from)}`;

  const chooseVehicle = (next: Vehicle) => {
    setVehicle(next);
    if (next !== 'taxi') setGridId(gridsOf(next)[0]!.id);
  };

  return (
    <section className="card estimate" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Le coût d’un trajet</h2>
      <fieldset className="field">
        <legend>Véhicule</legend>
        {(Object.keys(VEHICLE_LABELS) as Vehicle[]).map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name={`${id}-vehicle`}
              checked={vehicle === option}
              onChange={() => chooseVehicle(option)}
            />{' '}
            {VEHICLE_LABELS[option]}
          </label>
        ))}
      </fieldset>
      {grid && (
        <div className="field">
          <label htmlFor={`${id}-grid`}>Grille tarifaire</label>
          <select id={`${id}-grid`} value={grid.id} onChange={(event) => setGridId(event.target.value)}>
            {grids.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {!grid && (
        <div className="field">
          <label htmlFor={`${id}-department`}>Département</label>
          <select id={`${id}-department`} value={department} onChange={(event) => setDepartment(event.target.value)}>
            {TAXI_DEPARTMENT_RATES.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name} ({option.code}){option.verified ? '' : ' — à confirmer'}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-distance`}>Distance en charge (km)</label>
        <input
          id={`${id}-distance`}
          type="number"
          inputMode="numeric"
          min={1}
          value={distance}
          onChange={(event) => setDistance(event.target.value)}
          aria-invalid={!estimate.ok}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-period`}>Moment du trajet</label>
        <select id={`${id}-period`} value={period} onChange={(event) => setPeriod(event.target.value as TripPeriod)}>
          {(Object.keys(TRIP_PERIOD_LABELS) as TripPeriod[]).map((option) => (
            <option key={option} value={option}>
              {TRIP_PERIOD_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      {!grid && (
        <>
          <div className="field">
            <label htmlFor={`${id}-patients`}>Patients transportés ensemble</label>
            <select
              id={`${id}-patients`}
              value={patients}
              onChange={(event) => setPatients(Number(event.target.value) as 1 | 2 | 3 | 4)}
            >
              <option value={1}>Seul</option>
              <option value={2}>2 patients</option>
              <option value={3}>3 patients</option>
              <option value={4}>4 patients ou plus</option>
            </select>
          </div>
          <label className="choice">
            <input type="checkbox" checked={bigCity} onChange={(event) => setBigCity(event.target.checked)} />{' '}
            Départ ou arrivée dans une grande ville
          </label>
          <label className="choice">
            <input type="checkbox" checked={emptyReturn} onChange={(event) => setEmptyReturn(event.target.checked)} />{' '}
            Retour à vide après une hospitalisation
          </label>
          <label className="choice">
            <input
              type="checkbox"
              checked={reducedMobility}
              onChange={(event) => setReducedMobility(event.target.checked)}
            />{' '}
            Personne à mobilité réduite
          </label>
        </>
      )}
      <label className="choice">
        <input type="checkbox" checked={complete} onChange={(event) => setComplete(event.target.checked)} />{' '}
        Prise en charge à 100 % (ALD, accident du travail, maternité…)
      </label>
      <label className="choice">
        <input type="checkbox" checked={exempt} onChange={(event) => setExempt(event.target.checked)} />{' '}
        Exonéré de franchise (moins de 18 ans, C2S, AME…)
      </label>
      <div aria-live="polite">
        <TripEstimateResult estimate={estimate} tariff={tariff} />
      </div>
    </section>
  );
}
