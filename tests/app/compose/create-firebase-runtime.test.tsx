import { describe, expect, it } from 'vitest';
import { createFirebaseRuntime } from '@/app/compose/create-firebase-runtime';
import { parseEnv } from '@/config/env';
import { fixedClock } from '@/domain/shared/clock';
import { EMPTY_ROLE_EMAIL_LISTS } from '@/domain/user/role-email-lists';

const emulators = (extra: Record<string, string> = {}) =>
  parseEnv({ VITE_BACKEND_MODE: 'emulators', VITE_ADMIN_EMAILS: 'chef@exemple.fr', ...extra });

describe('[FRT1] role lists by e-mail in the Firebase modes', () => {
  it('with Firestore, the VITE_* lists grant nothing: roles come from roleEmails on the server', () => {
    const runtime = createFirebaseRuntime(emulators(), fixedClock(0));
    expect(runtime.services.roleEmails).toEqual(EMPTY_ROLE_EMAIL_LISTS);
  });

  it('with the embedded demo data (no server to decide), the lists still apply', () => {
    const runtime = createFirebaseRuntime(emulators({ VITE_DATA_BACKEND: 'demo' }), fixedClock(0));
    expect(runtime.services.roleEmails.admin).toEqual(['chef@exemple.fr']);
  });
});
