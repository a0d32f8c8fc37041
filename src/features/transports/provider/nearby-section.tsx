import './nearby-section.css';
import { useId, useMemo, useState } from 'react';
import type { UserData } from '@/data/local/user-data';
import type { ProviderTab } from '@/domain/transport/dashboard-tabs';
import { arrangeAroundBase, interventionRadiusKm } from '@/domain/transport/nearby';
import type { Transport } from '@/domain/transport/transport.schema';
import { ListMore, useListLimit } from '@/features/transports/shared/list-more';
import type { ProviderSection } from './sections';
import { TransportList } from './transport-list';
import { useTabList } from './use-provider-data';
import { useProviderBase } from './use-provider-base';

interface NearbySectionProps {
  data: UserData;
  now: number;
  tab: ProviderTab;
  title: string;
  section: ProviderSection;
  canAccept: boolean;
}

const distancesOf = (items: { ride: Transport; km: number | null }[]) =>
  new Map(items.map((item) => [item.ride.id, item.km]));

/**
 * Open requests, nearest first (issue 15 « jobs near me first »): sorted by distance from the organisation's base,
 * those beyond the spec §9 default radius behind « Hors zone » (shown on demand), rides without coordinates never
 * hidden and never counted in the zone: listed under « Adresse non localisée » (issue 22). Without a known base, says so and filters nothing. Open requests expire within 24 h, so the whole tab is
 * read at once: a distance order cannot be paged from a date index. Shown a page at a time all the same: drawing
 * thousands of cards at once took seconds on a phone (bench « cold-start »).
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
  const transports = useTabList(data, tab, now);
  const radius = interventionRadiusKm(data.viewer.role);
  const arranged = useMemo(
    () =>
      transports &&
      arrangeAroundBase(transports, base.status === 'known' ? base.base : null, radius),
    [transports, base, radius],
  );
  const inZone = arranged?.inZone.map((item) => item.ride);
  const far = arranged?.outOfZone ?? [];
  const unlocated = arranged?.unlocated ?? [];
  return (
    <section className="ride-section" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {title}
        {inZone &&
          ` (${inZone.length}${far.length + unlocated.length > 0 ? ' dans votre zone' : ''})`}
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
        transports={inZone?.slice(0, near.limit)}
        section={section}
        label={title}
        empty={
          far.length + unlocated.length > 0 ? 'Aucune demande dans votre zone.' : section.empty[tab]
        }
        canAccept={canAccept}
        listRef={near.listRef}
        distances={arranged && distancesOf(arranged.inZone)}
      />
      {inZone && (
        <ListMore
          shown={Math.min(near.limit, inZone.length)}
          total={inZone.length}
          noun={section.noun}
          listRef={near.listRef}
          onMore={near.showMore}
        />
      )}
      {unlocated.length > 0 && (
        <section aria-labelledby={lostId}>
          <h3 id={lostId} className="ride-section__subtitle">
            Adresse non localisée ({unlocated.length})
          </h3>
          <p className="ride-section__note">
            Ces demandes n’ont pas pu être situées : distance et zone inconnues. Vérifiez l’adresse
            de départ avant d’accepter.
          </p>
          <TransportList
            data={data}
            transports={unlocated.slice(0, lost.limit).map((item) => item.ride)}
            section={section}
            label={`${title} — adresse non localisée`}
            empty=""
            canAccept={canAccept}
            listRef={lost.listRef}
            unlocated
          />
          <ListMore
            shown={Math.min(lost.limit, unlocated.length)}
            total={unlocated.length}
            noun={section.noun}
            listRef={lost.listRef}
            onMore={lost.showMore}
          />
        </section>
      )}
      {far.length > 0 && (
        <>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={showFar}
            aria-controls={farId}
            onClick={() => setShowFar((shown) => !shown)}
          >
            {showFar ? 'Masquer les demandes hors zone' : `Hors zone (${far.length})`}
          </button>
          <div id={farId} hidden={!showFar}>
            {showFar && (
              <>
                <TransportList
                  data={data}
                  transports={far.slice(0, away.limit).map((item) => item.ride)}
                  section={section}
                  label={`${title} — hors zone`}
                  empty=""
                  canAccept={canAccept}
                  listRef={away.listRef}
                  distances={distancesOf(far)}
                />
                <ListMore
                  shown={Math.min(away.limit, far.length)}
                  total={far.length}
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
