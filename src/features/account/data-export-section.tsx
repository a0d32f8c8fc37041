import { useState } from 'react';
import { useOptionalUserData } from '@/data/local/user-data-context';
import type { User } from '@/domain/user/user';
import { downloadText } from '@/ui/download-text';
import { useServices } from '@/services/services-context';
import { Alert } from '@/ui/alert';

/**
 * RGPD access and portability (art. 15 and 20): the profile, and the transports and notifications this device
 * holds for the account, as one JSON file. Works offline: nothing is sent anywhere.
 */
export function DataExportSection({ profile }: { profile: User }) {
  const data = useOptionalUserData();
  const { clock } = useServices();
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    try {
      const [transports, notifications] = data
        ? await Promise.all([data.db.transports.toArray(), data.db.notifications.toArray()])
        : [[], []];
      const exported = {
        exportedAt: new Date(clock.now()).toISOString(),
        profile,
        transports,
        notifications,
      };
      downloadText(
        JSON.stringify(exported, null, 2),
        `mes-donnees-${profile.uid}.json`,
        'application/json',
      );
    } catch (failure) {
      setError(
        `Export impossible : ${failure instanceof Error ? failure.message : 'erreur inconnue'}`,
      );
    }
  };
  return (
    <section className="card" aria-labelledby="export-title">
      <h2 id="export-title">Mes données</h2>
      <p>
        Téléchargez votre profil ainsi que les transports et notifications enregistrés sur cet
        appareil, au format JSON.
      </p>
      {error && (
        <Alert tone="danger">
          <p>{error}</p>
        </Alert>
      )}
      <p>
        <button type="button" className="button button--secondary" onClick={() => void download()}>
          Télécharger mes données
        </button>
      </p>
    </section>
  );
}
