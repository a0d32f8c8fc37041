import { lazy } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { PATHS } from '@/config/paths';

// Each page loads on its own: the public shell then carries one small preload list, not the pages' dependencies.
const AttestationPage = lazy(() => import('@/features/account/attestation-page'));
const DocumentsPage = lazy(() => import('@/features/account/documents-page'));
const PreferencesPage = lazy(() => import('@/features/account/preferences-page'));
const BillingPage = lazy(() => import('@/features/subscriptions/billing-page'));

/**
 * The signed-in account pages outside /dashboard (/preferences, /documents, /documents/attestation/:id,
 * /facturation) behind ONE lazy import of the route table: the public pages' first-load budget (issue 14) has no
 * room for four preload lists.
 */
export default function AccountPages() {
  const { pathname } = useLocation();
  const { id } = useParams();
  if (id) return <AttestationPage />;
  // Outside /dashboard these pages sit in a patient's space: always a way back to it (never a dead end).
  return (
    <>
      <Link to={PATHS.dashboard} className="back-link">
        ← Retour à mon espace
      </Link>
      {pathname.startsWith(PATHS.preferences) ? (
        <PreferencesPage />
      ) : pathname.startsWith(PATHS.billing) ? (
        <BillingPage />
      ) : (
        <DocumentsPage />
      )}
    </>
  );
}
