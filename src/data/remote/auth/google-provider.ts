import { GoogleAuthProvider } from 'firebase/auth';

/** Spec §7: the Google sign-in asks for e-mail and profile, and always lets the user pick the account. */
export const GOOGLE_SCOPES = ['email', 'profile'] as const;
export const GOOGLE_CUSTOM_PARAMETERS = { prompt: 'select_account' } as const;

/** Pure (no network, no auth instance), so its configuration is testable without a browser. */
export function createGoogleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  for (const scope of GOOGLE_SCOPES) provider.addScope(scope);
  provider.setCustomParameters({ ...GOOGLE_CUSTOM_PARAMETERS });
  return provider;
}
