import { createContext, useContext } from 'react';

/**
 * How a page asks for the session: the app shell provides its loader's `ready` (the runtime loads on first
 * need); without a shell (tests rendering the routes under their own providers) the session is already there.
 */
export const SessionRequirementContext = createContext<(() => Promise<void>) | null>(null);

/** Starts loading the session if needed; resolves once it runs. */
export function useRequestSession(): () => Promise<void> {
  return useContext(SessionRequirementContext) ?? resolved;
}

const resolved = () => Promise.resolve();
