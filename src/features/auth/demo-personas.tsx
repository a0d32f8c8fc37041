import type { DemoPersonaCard } from '@/services/services-context';

export interface DemoPersonasProps {
  personas: readonly DemoPersonaCard[];
  busy: boolean;
  onChoose(persona: DemoPersonaCard): void;
}

/** « Mode démonstration »: one tap signs in as a ready-made account of each role. */
export function DemoPersonas({ personas, busy, onChoose }: DemoPersonasProps) {
  return (
    <section className="demo-personas" aria-labelledby="demo-title">
      <h2 id="demo-title">Mode démonstration</h2>
      <p>
        Données fictives, stockées uniquement dans ce navigateur. Choisissez un profil pour
        découvrir l’application — chaque onglet peut utiliser un profil différent.
      </p>
      <ul>
        {personas.map((persona) => (
          <li key={persona.email}>
            <button
              type="button"
              className="persona"
              disabled={busy}
              onClick={() => onChoose(persona)}
            >
              <span className="persona__role">{persona.label}</span>
              <span className="persona__name">{persona.displayName}</span>
              <span className="persona__org">{persona.organisation}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
