import { use, useContext, type ReactNode } from 'react';
import { SessionRequirementContext } from '@/services/session/session-requirement';

/** Suspends its children until the session runs (the shell starts loading it on first need). */
export function RequireSession({ children }: { children: ReactNode }) {
  const ready = useContext(SessionRequirementContext);
  if (ready) use(ready());
  return <>{children}</>;
}
