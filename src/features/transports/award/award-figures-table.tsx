import { frenchMonth, type ClinicMonthlyFigures } from '@/domain/award/award-figures';
import { formatDelay, type MonthlyAwardFigures } from '@/domain/award/award-log';

/** « 12 min », or « — » read out as « aucune acceptation ». */
function MedianCell({ minutes }: { minutes: number | null }) {
  return minutes === null ? (
    <td>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">aucune acceptation</span>
    </td>
  ) : (
    <td>{formatDelay(minutes)}</td>
  );
}

/** The columns both tables share; the clinic's adds the companies that answered. */
function FiguresTable<T extends MonthlyAwardFigures>({
  caption,
  figures,
  companies,
}: {
  caption: string;
  figures: T[];
  companies?: (month: T) => string;
}) {
  return (
    <div className="award-figures-wrap">
      <table className="award-figures-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Mois</th>
            <th scope="col">Proposées</th>
            <th scope="col">Ouvertes</th>
            <th scope="col">Acceptées</th>
            <th scope="col">Délai médian d’acceptation</th>
            {companies && <th scope="col">Sociétés</th>}
          </tr>
        </thead>
        <tbody>
          {figures.map((month) => (
            <tr key={month.month}>
              <th scope="row">{frenchMonth(month.month)}</th>
              <td>{month.offered}</td>
              <td>{month.opened}</td>
              <td>{month.accepted}</td>
              <MedianCell minutes={month.medianMinutesToAccept} />
              {companies && <td className="award-figures-companies">{companies(month)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A company's own figures, latest month first. */
export function CompanyFiguresTable({ figures }: { figures: MonthlyAwardFigures[] }) {
  return <FiguresTable caption="Demandes proposées à votre société, par mois" figures={figures} />;
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** « Ambulances du Parc : 2 acceptées, 1 refusée » … « 3 autres sociétés sans réponse » */
function respondersText(month: ClinicMonthlyFigures): string {
  const named = month.responders.map((r) => {
    const parts = [
      r.accepted > 0 ? plural(r.accepted, 'acceptée', 'acceptées') : null,
      r.refused > 0 ? plural(r.refused, 'refusée', 'refusées') : null,
    ].filter((part) => part !== null);
    return `${r.name} (${parts.join(', ')})`;
  });
  const others = named.length > 0 ? ' autre' : '';
  const silent =
    month.silent === 0
      ? []
      : [
          month.silent === 1
            ? `1${others} société sans réponse`
            : `${month.silent}${others ? ' autres' : ''} sociétés sans réponse`,
        ];
  return [...named, ...silent].join(' ; ') || '—';
}

/** A clinic's figures over its requests, latest month first. */
export function ClinicFiguresTable({ figures }: { figures: ClinicMonthlyFigures[] }) {
  return (
    <FiguresTable
      caption="Vos demandes proposées aux sociétés, par mois"
      figures={figures}
      companies={respondersText}
    />
  );
}
