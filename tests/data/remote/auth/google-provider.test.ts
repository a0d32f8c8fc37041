import { GoogleAuthProvider } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { createGoogleProvider } from '@/data/remote/auth/google-provider';

describe('[AUTH12] Google sign-in provider (spec §7)', () => {
  it('[AUTH12] is the Google provider', () => {
    const provider = createGoogleProvider();
    expect(provider).toBeInstanceOf(GoogleAuthProvider);
    expect(provider.providerId).toBe('google.com');
  });

  // GoogleAuthProvider starts with 'profile' already: the order is the SDK's, the set is ours.
  it('[AUTH12] asks for the email and profile scopes, once each', () => {
    expect(createGoogleProvider().getScopes().toSorted()).toEqual(['email', 'profile']);
  });

  it('[AUTH12] always shows the account chooser', () => {
    expect(createGoogleProvider().getCustomParameters()).toEqual({ prompt: 'select_account' });
  });

  it('[AUTH12] each call builds its own provider (no shared mutable state)', () => {
    const first = createGoogleProvider();
    first.addScope('https://www.googleapis.com/auth/calendar');
    expect(createGoogleProvider().getScopes().toSorted()).toEqual(['email', 'profile']);
  });
});
