import type { TriggerSource } from '@/sync/triggers';

/** Sync when the app comes back to the front (ARCHITECTURE §5.7): iOS rarely restarts an installed app. */
export const visibilityTrigger: TriggerSource = (fire) => {
  const onVisible = () => {
    if (document.visibilityState === 'visible') fire('visibility');
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('pageshow', onVisible);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('pageshow', onVisible);
  };
};
