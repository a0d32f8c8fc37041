import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dashboardPathFor } from '@/domain/roles/dashboard-path';
import { worksOfficePages } from '@/domain/organisation/member-roles';
import { useAuth } from '@/services/session/session-context';
import { useMemberRole } from '@/services/session/use-member-role';
import { PageTitle } from '@/ui/page-title';
import '@/ui/styles/account.css';

/**
 * The company's office pages (staff, fleet, billing, subscription) are not a chauffeur's (issue 23): his menu does
 * not list them, and an address typed or bookmarked says so in plain French with the way back to his rides,
 * instead of showing pages whose every action the server would refuse him.
 */
export function RequireOffice({ children }: { children: ReactNode }) {
  const { effectiveRole } = useAuth();
  const memberRole = useMemberRole();
  if (worksOfficePages(memberRole)) return <>{children}</>;
  return (
    <div className="account-page">
      <PageTitle>Page réservée au bureau</PageTitle>
      <section className="card">
        <p>
          Cette page est tenue par le responsable et les régulateurs de votre société. En tant que
          chauffeur, vous retrouvez vos courses sur votre tableau de bord.
        </p>
        <p>
          <Link className="button button--primary" to={dashboardPathFor(effectiveRole)}>
            Voir mes courses
          </Link>
        </p>
      </section>
    </div>
  );
}
