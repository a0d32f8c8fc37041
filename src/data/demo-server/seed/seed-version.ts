/**
 * The shape of the demo world. Raise it whenever the seed writes documents differently (new fields people read,
 * new collections): a demo server seeded by an older version is seeded again at the next start, instead of
 * showing data the app no longer expects (« nom non communiqué » on rides seeded before organisation names).
 * 1 = the unversioned seeds; 2 = rides carry the organisations' names and phones, organisations their base;
 * 3 = organisations carry their identity (SIRET, FINESS for clinics: issue 25); 4 = accepted rides carry their award
 * log (issue 23).
 */
export const DEMO_SEED_VERSION = 4;
