import type { ReactNode } from 'react';

export type Fact = [label: string, value: ReactNode];

/** Label/value pairs as a description list, which screen readers announce as such. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="facts">
      {facts.map(([label, value]) => (
        <div key={label} className="facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');

/** A list field, or a word that says it is empty rather than a blank. */
export const listOrNone = (items: readonly string[], none = 'Aucun') =>
  items.length === 0 ? none : items.join(', ');

export const textOrDash = (text: string, none = 'Non renseigné') =>
  text.trim() === '' ? none : text;
