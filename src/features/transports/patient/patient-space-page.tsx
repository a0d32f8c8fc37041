import { useOptionalUserData } from '@/data/local/user-data-context';
import { useLive } from '@/data/local/live';
import type { Transport } from '@/domain/transport/transport.schema';
import { isOnTheRoad, isTerminal } from '@/domain/transport/transport-status';
import { ListMore, useListLimit } from '@/features/transports/shared/list-more';
import { TRANSPORTS_NOUN } from '@/features/transports/shared/list-page';
import { useStoredFirstScreen } from '@/services/first-screen/use-stored-first-screen';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { PatientLinksSection } from './patient-links-section';
import { PatientRide } from './patient-ride';
import { useLargeText } from './use-large-text';

const NO_RIDES: Transport[] = [];

/**
 * A page of rides at a time. A patient's rides are few enough to read at once (years of dialysis are hundreds,
 * not tens of thousands), so only the rendering is paged: a phone shows 50 cards, not years of rides.
 */
function RideList({ title, rides, empty }: { title: string; rides: Transport[]; empty: string }) {
  const { limit, showMore, listRef } = useListLimit();
  const shown = rides.slice(0, limit);
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {rides.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          <ul ref={listRef} className="patient-rides">
            {shown.map((t) => (
              <PatientRide key={t.id} transport={t} />
            ))}
          </ul>
          <ListMore
            shown={shown.length}
            total={rides.length}
            noun={TRANSPORTS_NOUN}
            listRef={listRef}
            onMore={showMore}
          />
        </>
      )}
    </section>
  );
}

/** Before any ride: how the rides a clinic books reach this space (patient-link.ts). */
function NoRidesYet() {
  return (
    <section aria-labelledby="no-rides-title" className="patient-empty">
      <h2 id="no-rides-title">Aucun transport pour l’instant…</h2>
      <p>
        Vos transports apparaissent ici quand un établissement de santé les réserve pour vous. Pour
        cela, donnez-lui l’adresse e-mail de ce compte : il l’enregistre sur votre fiche patient, et
        une invitation s’affiche sur cette page.
      </p>
      <p>
        Acceptez-la : vous suivrez alors chaque transport en direct, avec le transporteur et votre
        chauffeur dès qu’ils sont connus.
      </p>
    </section>
  );
}

/**
 * The patient space (/dashboard/utilisateur, /mon-espace, « Mes transports »): upcoming rides first, live status
 * in everyday French, and a larger text on demand. Read from the device, so it works offline too.
 */
export default function PatientSpacePage({ title = 'Mes transports' }: { title?: string }) {
  const data = useOptionalUserData();
  const [large, toggleLarge] = useLargeText();
  // Undefined until the device answers: « no ride yet » is said only once it is known.
  const read = useLive<Transport[] | undefined>(
    () => (data ? data.queries.listForPatient(data.viewer) : undefined),
    [data],
    undefined,
  );
  // Issue 24: once the rides are drawn, the copy shown at start gives way and this page is copied for the next one.
  useStoredFirstScreen(read);
  const rides = read ?? NO_RIDES;
  // Rides come soonest first: the one on the road on top, then what is still to happen, then what is finished
  // (most recent first). A ride whose vehicle is on its way is « en cours », never « à venir ».
  const underway = rides.filter((t) => isOnTheRoad(t.etat));
  const upcoming = rides.filter((t) => !isTerminal(t.etat) && !isOnTheRoad(t.etat));
  const past = rides.filter((t) => isTerminal(t.etat)).reverse();
  return (
    <div className={`patient-space${large ? ' patient-space--large' : ''}`}>
      <PageTitle>{title}</PageTitle>
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={large}
        onClick={toggleLarge}
      >
        Texte agrandi
      </button>
      <PatientLinksSection />
      {read === undefined ? (
        <Spinner label="Chargement de vos transports…" />
      ) : rides.length === 0 ? (
        <NoRidesYet />
      ) : (
        <>
          {underway.length > 0 && (
            <RideList title="En cours" rides={underway} empty="Aucun transport en cours." />
          )}
          <RideList title="À venir" rides={upcoming} empty="Aucun transport prévu." />
          <RideList title="Passés" rides={past} empty="Aucun transport passé." />
        </>
      )}
    </div>
  );
}
