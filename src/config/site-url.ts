import { z } from 'zod';

/**
 * The public site's absolute address, the one source of its canonical links, Open Graph URLs, robots.txt and
 * sitemap.xml. Build only (read by .config/prerender.ts from `SITE_URL`, the environment or an .env file); the
 * browser never needs it. The default is a placeholder on the reserved `.example` domain: a build for production
 * must set the real one.
 */
export const DEFAULT_SITE_URL = 'https://transport-sanitaire.example';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const siteUrlSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || DEFAULT_SITE_URL)
  .pipe(z.url('doit être une adresse absolue, par exemple https://www.exemple.fr'))
  .transform((value) => new URL(value))
  .refine(
    (url) =>
      url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)),
    'doit commencer par https:// (http:// seulement pour localhost)',
  )
  .refine(
    (url) => url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password,
    'doit être une origine seule (ni chemin, ni paramètres, ni fragment) : les pages sont servies à la racine',
  )
  // `origin` drops the trailing slash: every page path is appended to it.
  .transform((url) => url.origin);

/** Validates `SITE_URL`; throws a French message naming the variable when it is unusable. */
export function parseSiteUrl(raw: string | undefined): string {
  const parsed = siteUrlSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const reasons = parsed.error.issues.map((issue) => issue.message).join(' ; ');
  throw new Error(`SITE_URL invalide (« ${raw} ») : ${reasons}.`);
}

/** The absolute address of a page of the site (`/` stays `/`). */
export const pageUrl = (siteUrl: string, path: string) => `${siteUrl}${path}`;
