import './nearby-section.css';
import { useEffect, useId, useState } from 'react';
import type { OpenTab } from '@/data/local/transport-queries';
import type { UserData } from '@/data/local/user-data';
import { interventionRadiusKm, type RideDistance } from '@/domain/transport/nearby';
import type { Transport } from '@/domain/transport/transport.schema';
import { ListMore, useListLimit } from '@/features/transports/shared/list-more';
import type { ProviderSection } from './sections';
import { TransportList } from './transport-list';
import { useNearbyTab } from './use-provider-data';
import { useProviderBase } from './use-provider-base';
import { rideReachesCompany } from '@/domain/award/award-permission';
import type { Coordinates } from '@/domain/transport/geo';
import { useRecordAward } from '@/features/transports/shared/use-award-record';

interface NearbySectionProps {
  data: UserData;
  now: number;
  tab: OpenTab;
  title: string;
  section: ProviderSection;
  canAccept: boolean;
}

/**
 * Issue 23: a request shows once the zone reaching the base is open (the rules refuse any answer before); each one
 * shown is recorded as offered to the company (award log, online, best effort, once per session).
 */
function useReached(
  data: UserData,
  base: Coordinates | null,
  now: number,
  page: NearbyPage | undefined,
): NearbyPage | undefined {
  const record = useRecordAward(data);
  const shown =
    page === undefined
      ? undefined
      : reachedPage(page, (items) =>
          items.filter((item) => rideReachesCompany(item.ride, base, now)),
        );
  const rides = shown ? [...shown.inZone, ...shown.outOfZone, ...shown.unlocated] : [];
  const key = rides.map((item) => item.ride.id).join(',');
  useEffect(() => {
    for (const item of rides) void record(item.ride, { kind: 'offered' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the shown ids say when to record
  }, [key, record]);
  return shown;
}

type NearbyPage = NonNullable<ReturnType<typeof useNearbyTab>>;
type Lists = 'inZone' | 'outOfZone' | 'unlocated';

/** The page without the requests the zone does not reach yet, its counts lowered by those hidden from it. */
function reachedPage(
  page: NearbyPage,
  reached: (items: RideDistance<Transport>[]) => RideDistance<Transport>[],
): NearbyPage {
  const lists = (['inZone', 'outOfZone', 'unlocated'] as const).map(
    (key: Lists) => [key, reached(page[key])] as const,
  );
  const next = { ...page, counts: { ...page.counts } };
  for (const [key, items] of lists) {
    next[key] = items;
    next.counts[key] -= page[key].length - items.length;
  }
  return next;
}

const distancesOf = (items: RideDistance<Transport>[]) =>
  new Map(items.map((item) => [item.ride.id, item.km]));
const ridesOf = (items: RideDistance<Transport>[]) => items.map((item) => item.ride);

/**
 * Open requests, nearest first (issue 15 « jobs near me first »): sorted by distance from the organisation's base,
 * those beyond the spec §9 default radius behind « Hors zone » (shown on demand), rides without coordinates never
 * hidden and never counted in the zone: listed under « Adresse non localisée » (issue 22). Without a known base,
 * says so and filters nothing. Each list is shown a page at a time, and only its page is loaded: the arrangement is
 * made from index keys (issue 24: reading and sorting 10 000 requests took 1.7 s before the first card).
 */
export function NearbySection({ data, now, tab, title, section, canAccept }: NearbySectionProps) {
  const titleId = useId();
  const farId = useId();
  const [showFar, setShowFar] = useState(false);
  const near = useListLimit();
  const away = useListLimit();
  const lost = useListLimit();
  const lostId = useId();
  const base = useProviderBase();
  const radius = interventionRadiusKm(data.viewer.role);
  const page = useNearbyTab(data, tab, now, base, radius, {
    inZone: near.limit,
    // The far list loads nothing until it is opened.
    outOfZone: showFar ? away.limit : 0,
    unlocated: lost.limit,
  });
  const shown = useReached(data, base.status === 'known' ? base.base : null, now, page);
  const inZone = shown && ridesOf(shown.inZone);
  const farCount = shown?.counts.outOfZone ?? 0;
  const lostCount = shown?.counts.unlocated ?? 0;
  return (
    <section className="ride-section" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {title}
        {shown && ` (${shown.counts.inZone}${farCount + lostCount > 0 ? ' dans votre zone' : ''})`}
      </h2>
      {base.status === 'known' && (
        <p className="ride-section__note">
          Les plus proches de votre base d’abord, dans un rayon de {radius} km.
        </p>
      )}
      {base.status === 'unknown' && (
        <p className="ride-section__note">
          Position de votre base inconnue : les demandes ne sont ni triées par distance ni filtrées
          par zone.
        </p>
      )}
      <TransportList
        data={data}
        transports={inZone}
        section={section}
        label={title}
        empty={farCount + lostCount > 0 ? 'Aucune demande dans votre zone.' : section.empty[tab]}
        canAccept={canAccept}
        listRef={near.listRef}
        distances={shown && distancesOf(shown.inZone)}
      />
      {shown && (
        <ListMore
          shown={shown.inZone.length}
          total={shown.counts.inZone}
          noun={section.noun}
          listRef={near.listRef}
          onMore={near.showMore}
        />
      )}
      {shown && lostCount > 0 && (
        <section aria-labelledby={lostId}>
          <h3 id={lostId} className="ride-section__subtitle">
            Adresse non localisée ({lostCount})
          </h3>
          <p className="ride-section__note">
            Ces demandes n’ont pas pu être situées : distance et zone inconnues. Vérifiez l’adresse
            de départ avant d’accepter.
          </p>
          <TransportList
            data={data}
            transports={ridesOf(shown.unlocated)}
            section={section}
            label={`${title} — adresse non localisée`}
            empty=""
            canAccept={canAccept}
            listRef={lost.listRef}
            unlocated
          />
          <ListMore
            shown={shown.unlocated.length}
            total={lostCount}
            noun={section.noun}
            listRef={lost.listRef}
            onMore={lost.showMore}
          />
        </section>
      )}
      {shown && farCount > 0 && (
        <>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={showFar}
            aria-controls={farId}
            onClick={() => setShowFar((shown) => !shown)}
          >
            {showFar ? 'Masquer les demandes hors zone' : `Hors zone (${farCount})`}
          </button>
          <div id={farId} hidden={!showFar}>
            {showFar && (
              <>
                <TransportList
                  data={data}
                  transports={ridesOf(shown.outOfZone)}
                  section={section}
                  label={`${title} — hors zone`}
                  empty=""
                  canAccept={canAccept}
                  listRef={away.listRef}
                  distances={distancesOf(shown.outOfZone)}
                />
                <ListMore
                  shown={shown.outOfZone.length}
                  total={farCount}
                  noun={section.noun}
                  listRef={away.listRef}
                  onMore={away.showMore}
                />
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
