import { useEffect, useState } from 'react';
import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { clinicMonthlyFigures } from '@/domain/award/award-figures';
import { monthlyAwardFigures, type AwardEntry } from '@/domain/award/award-log';
import { useServices } from '@/services/services-context';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { ClinicFiguresTable, CompanyFiguresTable } from './award-figures-table';
import './award-figures.css';

type Read = { entries: AwardEntry[] } | { error: string } | null;

const OFFLINE =
  'Les chiffres d’attribution se consultent en ligne : reconnectez-vous pour les afficher.';

/** The viewer's entries, read once from the server (online only: they are not kept on the device). */
function useEntries(data: UserData): Read {
  const { award } = useServices();
  const [read, setRead] = useState<Read>(null);
  useEffect(() => {
    if (!award) return undefined;
    let live = true;
    award.awardEntries(null, data.viewer).then(
      (entries) => live && setRead({ entries }),
      () => live && setRead({ error: OFFLINE }),
    );
    return () => {
      live = false;
    };
  }, [award, data.viewer]);
  return award ? read : { error: OFFLINE };
}

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
  const read = useEntries(data);
  const clinic = data.viewer.role === 'clinique';
  const intro = clinic
    ? 'Vos demandes, mois par mois (heure de Paris) : combien ont été proposées aux sociétés, ouvertes, acceptées, et en combien de temps. Les sociétés sont nommées dès qu’elles ont répondu ; les autres sont seulement comptées.'
    : 'Les demandes proposées à votre société, mois par mois (heure de Paris) : combien vous en avez ouvert, accepté, et le délai médian entre l’offre et votre acceptation.';
  if (read === null) return <Spinner label="Chargement des chiffres…" />;
  if ('error' in read) return <Alert tone="warning">{read.error}</Alert>;
  return (
    <>
      <p className="award-figures-intro">{intro}</p>
      {read.entries.length === 0 ? (
        <p className="award-figures-empty" role="status">
          {clinic
            ? 'Aucune de vos demandes n’a encore été proposée à une société : les chiffres apparaîtront ici.'
            : 'Aucune demande n’a encore été proposée à votre société : les chiffres apparaîtront ici.'}
        </p>
      ) : clinic ? (
        <ClinicFiguresTable figures={clinicMonthlyFigures(read.entries)} />
      ) : (
        <CompanyFiguresTable figures={monthlyAwardFigures(read.entries)} />
      )}
    </>
  );
}
