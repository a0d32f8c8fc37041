/**
 * The list of script files a signed-in start needs (session, guards, dashboards' table and layout), written at
 * build time by .config/session-preload.ts. The shell fetches it only on a device where someone was signed in and
 * asks the browser to load them all at once: without it each module's imports are discovered one level at a
 * time (the build emits no dependency lists, to keep public pages light), a waterfall of service-worker trips.
 */
export const SESSION_PRELOAD_FILE = 'session-preload.json';

/** The modules whose chunks, with every chunk they import, make up a signed-in start. */
export const SESSION_PRELOAD_ENTRIES = [
  'src/app/session/session-bridge.tsx',
  'src/app/routes/guard-outlets.tsx',
  'src/app/routes/dashboard-branch.tsx',
  'src/app/layouts/dashboard-layout.tsx',
  'src/app/providers/session-revocation-guard.tsx',
] as const;
