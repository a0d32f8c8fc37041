import { useSearchParams } from 'react-router-dom';
import { isFiltering, type RideFilter } from '@/domain/transport/ride-search';
import { TextField } from '@/ui/text-field';
import './ride-filter-form.css';

const TEXT_PARAM = 'q';
const DAY_PARAM = 'jour';

/** The filter in the address (?q=…&jour=…): back, reload and a shared link keep it. */
export function useRideFilter(): [RideFilter, (next: RideFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = { text: params.get(TEXT_PARAM) ?? '', day: params.get(DAY_PARAM) ?? '' };
  const setFilter = (next: RideFilter) => {
    const updated = new URLSearchParams(params);
    for (const [name, value] of [
      [TEXT_PARAM, next.text],
      [DAY_PARAM, next.day],
    ] as const) {
      if (value === '') updated.delete(name);
      else updated.set(name, value);
    }
    setParams(updated, { replace: true });
  };
  return [filter, setFilter];
}

/** Search (patient, number, town) and the ride's day, above a clinic list. */
export function RideFilterForm({
  filter,
  onChange,
}: {
  filter: RideFilter;
  onChange(next: RideFilter): void;
}) {
  return (
    <form role="search" className="ride-filter" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label="Rechercher une demande"
        hint="Patient, numéro ou ville."
        type="search"
        autoComplete="off"
        value={filter.text}
        onChange={(event) => onChange({ ...filter, text: event.target.value })}
      />
      <TextField
        label="Date du transport"
        type="date"
        value={filter.day}
        onChange={(event) => onChange({ ...filter, day: event.target.value })}
      />
      {isFiltering(filter) && (
        <button
          type="button"
          className="button button--secondary ride-filter__clear"
          onClick={() => onChange({ text: '', day: '' })}
        >
          Effacer la recherche
        </button>
      )}
    </form>
  );
}
