import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { clinicMonthlyFigures, frenchMonth } from '@/domain/award/award-figures';
import { monthlyAwardFigures } from '@/domain/award/award-log';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { ClinicFiguresTable, CompanyFiguresTable } from './award-figures-table';
import { useAwardMonths } from './use-award-months';
import './award-figures.css';
/**
 * /dashboard/attribution — issue 23: per month (Europe/Paris), a company's own figures (requests offered to it,
 * opened, accepted, median time to accept) or a clinic's over its requests (companies by name once they answered).
 */
export default function AwardFiguresPage() {
  const data = useOptionalUserData();
  return (
    <div className="award-figures-page">
      <PageTitle>Chiffres d’attribution</PageTitle>
      {data ? <AwardFiguresBody data={data} /> : <Spinner />}
    </div>
  );
}

export function AwardFiguresBody({ data }: { data: UserData }) {
  const read = useAwardMonths(data);
  const clinic = data.viewer.role === 'clinique';
  const intro = clinic
    ? 'Vos demandes, mois par mois (heure de Paris) : combien ont été proposées aux sociétés, ouvertes, acceptées, et en combien de temps. Les sociétés sont nommées dès qu’elles ont répondu ; les autres sont seulement comptées.'
    : 'Les demandes proposées à votre société, mois par mois (heure de Paris) : combien vous en avez ouvert, accepté, et le délai médian entre l’offre et votre acceptation.';
  if (read.months.length === 0 && read.loading) return <Spinner label="Chargement des chiffres…" />;
  if (read.months.length === 0 && read.error) return <Alert tone="warning">{read.error}</Alert>;
  const span = `de ${frenchMonth(read.months.at(-1)!)} à ${frenchMonth(read.months[0]!)}`;
  return (
    <>
      <p className="award-figures-intro">{intro}</p>
      <p className="award-figures-span" role="status">
        Période : {span} (les mois sans demande proposée n’apparaissent pas).
      </p>
      {read.entries.length === 0 ? (
        <p className="award-figures-empty">
          {clinic
            ? `Aucune de vos demandes n’a été proposée à une société ${span}.`
            : `Aucune demande n’a été proposée à votre société ${span}.`}
        </p>
      ) : clinic ? (
        <ClinicFiguresTable figures={clinicMonthlyFigures(read.entries)} />
      ) : (
        <CompanyFiguresTable figures={monthlyAwardFigures(read.entries)} />
      )}
      {read.error && <Alert tone="warning">{read.error}</Alert>}
      <div className="award-figures-more">
        <button
          type="button"
          className="button button--secondary"
          disabled={read.loading}
          aria-busy={read.loading}
          onClick={read.loadEarlier}
        >
          {read.loading ? 'Chargement des mois précédents…' : 'Mois précédents'}
        </button>
      </div>
    </>
  );
}
