import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, pageUrl, parseSiteUrl } from '@/config/site-url';

describe('[SITE1] SITE_URL: one validated address for canonical links, Open Graph and the sitemap', () => {
  it.each([
    [undefined, DEFAULT_SITE_URL],
    ['', DEFAULT_SITE_URL],
    ['   ', DEFAULT_SITE_URL],
    ['https://www.exemple.fr', 'https://www.exemple.fr'],
    ['https://www.exemple.fr/', 'https://www.exemple.fr'],
    [' https://Exemple.FR ', 'https://exemple.fr'],
    ['https://exemple.fr:8443', 'https://exemple.fr:8443'],
    ['http://localhost:4173', 'http://localhost:4173'],
  ])('[SITE1] accepted: %j → %s (an origin, no trailing slash)', (raw, expected) => {
    expect(parseSiteUrl(raw)).toBe(expected);
  });

  it.each([
    ['exemple.fr', 'adresse absolue'],
    ['http://www.exemple.fr', 'https://'],
    ['ftp://exemple.fr', 'https://'],
    ['https://exemple.fr/site', 'origine seule'],
    ['https://exemple.fr/?a=1', 'origine seule'],
    ['https://exemple.fr/#haut', 'origine seule'],
  ])('[SITE1] refused with a French reason naming the variable: %s', (raw, reason) => {
    expect(() => parseSiteUrl(raw)).toThrow(/^SITE_URL invalide/);
    expect(() => parseSiteUrl(raw)).toThrow(reason);
  });

  it('[SITE1] a page address is the origin followed by the page path', () => {
    expect(pageUrl('https://exemple.fr', '/')).toBe('https://exemple.fr/');
    expect(pageUrl('https://exemple.fr', '/tarifs-cpam')).toBe('https://exemple.fr/tarifs-cpam');
  });
});
