import SettingsPage from './settings-page';

/** /preferences: the same settings, under the patients’ name for them. */
export default function PreferencesPage() {
  return <SettingsPage title="Préférences" />;
}
