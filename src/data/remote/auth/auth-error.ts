import { authErrorCode, authErrorMessage } from '@/domain/errors/auth-error-message';

/** Code given to failures that carry no Firebase code (a bug, a non-Firebase throw). */
export const UNKNOWN_AUTH_ERROR_CODE = 'auth/unknown';

/**
 * Every failure of the Firebase auth adapter crosses the AuthPort as an AuthError: `message` is French and
 * shown as is by the UI, `code` keeps the Firebase code for logic (e.g. offer sign-up after user-not-found),
 * `cause` keeps the SDK's error for logs.
 */
export class AuthError extends Error {
  override name = 'AuthError';

  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code = authErrorCode(error) ?? UNKNOWN_AUTH_ERROR_CODE;
  return new AuthError(code, authErrorMessage(code), { cause: error });
}

/** Runs one SDK call and rethrows whatever it throws as an AuthError. */
export async function withAuthErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAuthError(error);
  }
}
