import './address-combobox.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { placeNote, type Place } from '@/domain/geocoding/place';

export interface AddressSuggestions {
  places: Place[];
  /** The online geocoder did not answer: the list holds the address book and communes only. */
  offline: boolean;
}

interface AddressComboboxProps {
  label: string;
  suggest(query: string, limit: number): Promise<AddressSuggestions>;
  /** A suggestion was chosen (Enter or a click). */
  onPick(place: Place): void;
  hint?: string;
  /** What the field says under itself about the current address (« Position approximative… »). */
  status?: string | null;
  /** A validation message about the address's location (the form's submit found none). */
  error?: string | undefined;
}

const LIMIT = 6;
const DEBOUNCE_MS = 200;
const MIN_CHARS = 2;

const SOURCE_LABELS: Record<Place['source'], string> = {
  ban: 'Adresse',
  carnet: 'Déjà utilisée',
  commune: 'Commune',
};

/**
 * Address search (WAI-ARIA combobox with a list box): type, move with ↑/↓, choose with Entrée, close with Échap.
 * The list and its count are announced; each option says its source (déjà utilisée, adresse, commune) and, for
 * an approximate place, that it is one. Presentational: the sources come from `suggest`.
 */
export function AddressCombobox(props: AddressComboboxProps) {
  const { label, suggest, onPick, hint, status, error } = props;
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<AddressSuggestions | null>(null);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);

  useEffect(() => {
    const text = query.trim();
    if (text.length < MIN_CHARS) {
      setResult(null);
      return;
    }
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      suggest(text, LIMIT).then(
        (found) => {
          // An older, slower answer never replaces a newer one.
          if (ticket !== latest.current) return;
          setResult(found);
          setActive(-1);
        },
        () => ticket === latest.current && setResult({ places: [], offline: true }),
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, suggest]);

  const places = result?.places ?? [];
  const expanded = open && result !== null && query.trim().length >= MIN_CHARS;

  function pick(place: Place) {
    onPick(place);
    setQuery('');
    setResult(null);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && places.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % places.length);
    } else if (event.key === 'ArrowUp' && places.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? places.length - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && places[active]) {
      event.preventDefault();
      pick(places[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const announce =
    result === null
      ? ''
      : places.length === 0
        ? 'Aucune adresse trouvée.'
        : `${places.length} suggestion${places.length > 1 ? 's' : ''}${
            result.offline ? ' hors ligne (adresses déjà utilisées et communes)' : ''
          }.`;
  const describedBy = [hint && `${id}-hint`, status && `${id}-status`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`field address-combobox${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <div className="address-combobox__control">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            // The previous text's suggestions would be read as this one's: gone until the new ones arrive.
            setResult(null);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`Suggestions : ${label.toLowerCase()}`}
          className="address-combobox__list"
          hidden={!expanded}
        >
          {places.map((place, index) => {
            const note = placeNote(place);
            return (
              <li
                key={`${place.source}-${place.label}`}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className="address-combobox__option"
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(place);
                }}
              >
                <span className="address-combobox__label">{place.label}</span>
                <span className="address-combobox__meta">
                  {SOURCE_LABELS[place.source]}
                  {note && ` — ${note}`}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <p className="visually-hidden" role="status">
        {expanded ? announce : ''}
      </p>
      {status && (
        <p id={`${id}-status`} className="address-combobox__status">
          {status}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
