import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';

/** An unknown id, or a transport this account may not see: say so and offer the way back. */
export function TransportNotFound({
  backTo,
  backLabel,
  children,
}: {
  backTo: string;
  backLabel: string;
  /** What this device still knows about it (a refused creation, for instance). */
  children?: ReactNode;
}) {
  return (
    <div className="transport-page">
      <PageTitle>Transport introuvable</PageTitle>
      {children ?? (
        <Alert tone="warning">
          <p>
            Ce transport n’existe pas sur cet appareil. Il a peut-être été supprimé, ou il n’est pas
            encore synchronisé : réessayez une fois le réseau revenu.
          </p>
        </Alert>
      )}
      <Link to={backTo}>{backLabel}</Link>
    </div>
  );
}
