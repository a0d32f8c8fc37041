/**
 * The result shape every service returns (spec §8: success, message, data, error). Services never throw
 * across the UI boundary; they hand back one of these.
 */
export type ServiceResult<T> =
  | { success: true; message: string; data: T; error: null }
  | { success: false; message: string; data: T | null; error: string };

export const UNKNOWN_ERROR = 'Erreur inconnue';
export const DEFAULT_SUCCESS_MESSAGE = 'Opération réussie';

/** Message of an Error; anything else thrown (strings, objects, empty messages) reads 'Erreur inconnue'. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : UNKNOWN_ERROR;
}

export function ok<T>(data: T, message: string = DEFAULT_SUCCESS_MESSAGE): ServiceResult<T> {
  return { success: true, message, data, error: null };
}

/**
 * A failure: `error` carries the technical cause, `message` the French text for the user (defaults to the
 * cause). `data` is the fallback value some failures still return, e.g. 0 for a failed count.
 */
export function fail<T = never>(error: unknown, message?: string, data?: T): ServiceResult<T> {
  const cause = typeof error === 'string' ? error : errorMessage(error);
  return { success: false, message: message ?? cause, data: data ?? null, error: cause };
}
