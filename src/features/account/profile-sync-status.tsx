import { useEffect, useState } from 'react';
import { useLive } from '@/data/local/live';
import { profileOutbox, type ProfileOutbox } from '@/data/local/queries/profile-outbox';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { problemOf } from '@/data/local/outbox/outbox-problem';
import { describeOperation, problemOutcome } from '@/domain/sync/operation-description';
import { Alert } from '@/ui/alert';
import { ProblemAction } from '@/ui/problem-action';
import { useDeviceOnline } from '@/ui/use-device-online';
import { SAVED_OFFLINE } from './use-profile-save';

const NOTHING: ProfileOutbox = { pending: 0, refused: [] };

const pendingText = (count: number) =>
  count === 1
    ? '1 modification de votre profil attend d’être envoyée au serveur.'
    : `${count} modifications de votre profil attendent d’être envoyées au serveur.`;

/**
 * Where the user's profile changes stand: saved on the device and waiting, synced, or refused by the server
 * (with its French reason, kept until the user dismisses it — ARCHITECTURE §5.4, never silent).
 */
export function ProfileSyncStatus({ uid }: { uid: string }) {
  const data = useOptionalUserData();
  const online = useDeviceOnline();
  const state = useLive(() => (data ? profileOutbox(data.db, uid) : NOTHING), [data, uid], NOTHING);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (state.pending > 0) setWaited(true);
  }, [state.pending]);

  return (
    <div className="account-sync" aria-live="polite">
      {!online && (
        <Alert tone="info">
          <p>{SAVED_OFFLINE}</p>
        </Alert>
      )}
      {state.pending > 0 && (
        <Alert tone="info">
          <p>{pendingText(state.pending)}</p>
        </Alert>
      )}
      {state.pending === 0 && waited && (
        <Alert tone="success">
          <p>Vos modifications de profil sont synchronisées avec le serveur.</p>
        </Alert>
      )}
      {state.refused.map((entry) => (
        <Alert key={entry.seq} tone="danger">
          <p>
            {describeOperation(entry.op)} {problemOutcome(problemOf(entry))}
          </p>
          <ProblemAction
            refused={entry.state === 'refused'}
            onAcknowledge={() => void data?.store.dismissRefused(entry.seq)}
            onRetry={() => void data?.store.retryFailed(entry.seq)}
          />
        </Alert>
      ))}
    </div>
  );
}
