import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ConfigErrorScreen } from '@/app/config-error-screen';
import { UserDataContext } from '@/data/local/user-data-context';
import { ServicesContext } from '@/services/services-context';
import { SessionContext } from '@/services/session/session-context';
import { ToastProvider } from '@/services/toasts';
import type { PublishedSession } from './published-session';
import { SessionRequirementContext } from '@/services/session/session-requirement';
import type { SessionGate } from './session-gate';

/**
 * The shell's providers. Their place in the tree never changes, so a session that arrives after the first paint
 * (or after hydration) updates the pages instead of remounting them: a half-typed contact form survives.
 */
export function SessionHost({ gate, children }: { gate: SessionGate; children: ReactNode }) {
  const state = useSyncExternalStore(gate.subscribe, gate.getState, gate.getState);
  const [published, setPublished] = useState<PublishedSession | null>(null);

  useEffect(() => {
    if (published) gate.markReady();
  }, [gate, published]);

  if (state.status === 'failed') return <ConfigErrorScreen message={state.message} />;
  const Bridge = state.status === 'loaded' ? state.session.Bridge : null;
  return (
    <>
      {Bridge && <Bridge onPublish={setPublished} />}
      <SessionRequirementContext.Provider value={gate.ready}>
        <ServicesContext.Provider value={published?.services ?? null}>
          <SessionContext.Provider value={published?.session ?? null}>
            <UserDataContext.Provider value={published?.userData ?? null}>
              <ToastProvider>{children}</ToastProvider>
            </UserDataContext.Provider>
          </SessionContext.Provider>
        </ServicesContext.Provider>
      </SessionRequirementContext.Provider>
    </>
  );
}
