import { lazy, useState } from 'react';
import type { RuntimeMode } from '@/config/runtime-mode';
import AuthPage, { type BeforeSession } from '@/features/auth/auth-page';

/** Set by vite.config.ts: runtimeModeOf(the build's VITE_* variables). */
declare const __RUNTIME_MODE__: RuntimeMode;

// Known at build time: the prerendered /auth shows the same form, Google button and personas as the page once
// the session runs, so hydration keeps the HTML as is (no layout shift, no second paint).
const mode = __RUNTIME_MODE__;

const BEFORE_SESSION: BeforeSession = {
  mode,
  DemoPersonas: mode === 'local' ? lazy(() => import('./auth-demo-personas')) : undefined,
};

/**
 * /auth, composed by the app layer: the sign-in page with what it shows before the session loads, and what a
 * signed-in start needs loading at the visitor's first intent (route-table's, so this chunk stays light).
 */
export default function AuthRoute({
  preloadSignedIn,
}: {
  preloadSignedIn: NonNullable<BeforeSession['preloadSignedIn']>;
}) {
  const [beforeSession] = useState<BeforeSession>(() => ({ ...BEFORE_SESSION, preloadSignedIn }));
  return <AuthPage beforeSession={beforeSession} />;
}
