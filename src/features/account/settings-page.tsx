import { ownsOrganisation } from '@/domain/organisation/own-organisation';
import { useAuth } from '@/services/session/session-context';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { DataExportSection } from './data-export-section';
import { EscalationSection } from './escalation-section';
import { OrganisationContactSection } from './organisation-contact-section';
import { OrganisationIdentitySection } from './organisation-identity-section';
import { OrganisationSection } from './organisation-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';
import { ProfileSyncStatus } from './profile-sync-status';
import { SecuritySection } from './security-section';
import '@/ui/styles/account.css';

/** /dashboard/parametres (and /preferences for patients): profile, preferences, organisation, security, data. */
export default function SettingsPage({ title = 'Paramètres' }: { title?: string }) {
  const { profile } = useAuth();
  if (!profile) return <Spinner label="Chargement de votre profil…" />;
  return (
    <div className="account-page">
      <PageTitle>{title}</PageTitle>
      <ProfileSyncStatus uid={profile.uid} />
      {/* Keyed by the server's last write: a synced profile re-seeds the forms with what the server holds. */}
      <ProfileSection key={`p-${profile.updatedAt}`} profile={profile} />
      <PreferencesSection key={`pr-${profile.updatedAt}`} profile={profile} />
      {ownsOrganisation(profile.userType) && (
        <OrganisationSection key={`o-${profile.updatedAt}`} profile={profile} />
      )}
      {ownsOrganisation(profile.userType) && <OrganisationIdentitySection email={profile.email} />}
      {ownsOrganisation(profile.userType) && <OrganisationContactSection email={profile.email} />}
      {/* Issue 23: the clinic's escalation delays, on its organisation (a responsable edits them). */}
      {profile.userType === 'clinique' && <EscalationSection profile={profile} />}
      <SecuritySection />
      <DataExportSection profile={profile} />
    </div>
  );
}
