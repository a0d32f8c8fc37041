import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TRIAL_DAYS } from '@/domain/constants';
import { dashboardPathFor } from '@/domain/roles/dashboard-path';
import { hasAccess } from '@/domain/subscription/access';
import { SUBSCRIPTION_STATUS_LABELS } from '@/domain/subscription/subscription-status';
import { trialUnavailableReason } from '@/domain/subscription/organisation-trial';
import { canStartTrial, startTrial, trialDaysLeft } from '@/domain/subscription/trial';
import { useServices } from '@/services/services-context';
import { useAuth } from '@/services/session/session-context';
import { useAccess, useOrganisationCard } from '@/services/session/use-access';
import { useToasts } from '@/services/toasts';
import { Alert } from '@/ui/alert';

/** The signed-in user's subscription: start the 14-day trial, or see where it stands. */
export function TrialPanel() {
  const { profile, updateProfile, effectiveRole } = useAuth();
  const { clock } = useServices();
  const { show } = useToasts();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const access = useAccess();
  const card = useOrganisationCard(true);
  if (!profile) return null;

  const role = profile.userType;
  if (role === 'admin' || role === 'patient') {
    return (
      <Alert tone="success">
        <p>Votre accès est inclus : aucun abonnement n’est nécessaire.</p>
      </Alert>
    );
  }
  const subscription = profile.subscription;
  // Issue 13: a member without a subscription of their own works under the organisation's.
  if (access !== 'loading' && access.hasAccess && !hasAccess(profile).hasAccess) {
    return (
      <Alert tone="info">
        <p>Votre accès suit l’abonnement de votre organisation, souscrit par son responsable.</p>
      </Alert>
    );
  }
  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await updateProfile({ subscription: startTrial(subscription, clock.now()) });
      show(`Essai gratuit activé pour ${TRIAL_DAYS} jours.`);
      navigate(dashboardPathFor(effectiveRole));
    } catch {
      // Spec §8: a failed trial start leaves things as they were; say so plainly.
      setFailure('L’essai n’a pas pu être activé. Vérifiez votre connexion et réessayez.');
    } finally {
      setBusy(false);
    }
  };

  // Issue 21: the trial is the organisation's, once, started by its founder (the server refuses anyone else).
  const unavailable = trialUnavailableReason(profile, card === 'loading' ? null : card);
  if (canStartTrial(subscription) && unavailable !== null) {
    return (
      <Alert tone="info">
        <p>{unavailable}</p>
      </Alert>
    );
  }
  if (canStartTrial(subscription)) {
    return (
      <section className="card trial-panel" aria-labelledby="trial-title">
        <h2 id="trial-title">Essayez gratuitement pendant {TRIAL_DAYS} jours</h2>
        <p>Sans engagement ni carte bancaire. Toutes les fonctionnalités de la formule Pro.</p>
        {failure && (
          <Alert tone="danger">
            <p>{failure}</p>
          </Alert>
        )}
        <button
          type="button"
          className="button button--primary button--large"
          disabled={busy}
          onClick={start}
        >
          {busy ? 'Activation…' : 'Démarrer l’essai gratuit'}
        </button>
      </section>
    );
  }
  const daysLeft =
    subscription?.status === 'trial' ? trialDaysLeft(subscription, clock.now()) : null;
  return (
    <Alert tone={hasAccess(profile).hasAccess ? 'info' : 'warning'}>
      <p>
        Votre abonnement : {SUBSCRIPTION_STATUS_LABELS[subscription?.status ?? 'none']}
        {daysLeft !== null &&
          ` — ${daysLeft} jour${daysLeft > 1 ? 's' : ''} d’essai restant${daysLeft > 1 ? 's' : ''}`}
        .
      </p>
      {!hasAccess(profile).hasAccess && <p>Contactez-nous pour réactiver votre accès.</p>}
    </Alert>
  );
}
