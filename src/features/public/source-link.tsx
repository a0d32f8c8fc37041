import { SOURCE_KIND_LABELS, type TariffSource } from '@/domain/pricing/tariff-source';

/** A cited source: its title, links out, and says what kind of source it is. */
export function SourceLink({ source }: { source: TariffSource }) {
  return (
    <>
      <a href={source.url} rel="noopener noreferrer">
        {source.label}
      </a>{' '}
      <span className="source-kind">({SOURCE_KIND_LABELS[source.kind]})</span>
    </>
  );
}

export function SourceList({ sources }: { sources: readonly TariffSource[] }) {
  return (
    <ul className="sources">
      {sources.map((source) => (
        <li key={source.url + source.label}>
          <SourceLink source={source} />
        </li>
      ))}
    </ul>
  );
}
