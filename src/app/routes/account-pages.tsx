import { useLocation, useParams } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import AttestationPage from '@/features/account/attestation-page';
import DocumentsPage from '@/features/account/documents-page';
import PreferencesPage from '@/features/account/preferences-page';
import BillingPage from '@/features/subscriptions/billing-page';

/**
 * The signed-in account pages outside /dashboard (/preferences, /documents, /documents/attestation/:id,
 * /facturation) behind ONE lazy import: each lazy route costs the public shell its preload list, and the public
 * pages' first-load budget has no room for four.
 */
export default function AccountPages() {
  const { pathname } = useLocation();
  const { id } = useParams();
  if (pathname.startsWith(PATHS.preferences)) return <PreferencesPage />;
  if (pathname.startsWith(PATHS.billing)) return <BillingPage />;
  return id ? <AttestationPage /> : <DocumentsPage />;
}
