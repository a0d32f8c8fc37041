import { StorageFullError } from '@/data/local/storage-full-error';

/**
 * A French message for a failed device write. A full disk says so as is; anything else (a browser bug, a closed
 * database) gets the catalogue message: the user's input is still on screen, so retrying loses nothing.
 */
export function actionErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof StorageFullError) return error.message;
  console.error(fallback, error);
  return `${fallback}. Votre saisie est conservée : vous pouvez réessayer.`;
}
