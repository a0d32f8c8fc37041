import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@/app/routes/public-pages';
import { INTERACTIVE_PAGE_MODULES, STATIC_PAGE_MODULES } from '@/app/routes/public-routes';
import { loadAuthRoute } from '@/app/routes/route-table';
import { PATHS } from '@/config/paths';

describe('[PUB0] the prerender table and the route table name the same public pages', () => {
  it('[PUB0] every public path of spec §2 has a page, static or hydrated as declared', () => {
    // /auth is prerendered too, outside the public layout (its route is in route-table.tsx).
    const auth = PUBLIC_PAGES.filter((page) => page.path === PATHS.auth);
    expect(auth).toEqual([expect.objectContaining({ hydrated: true })]);
    const declared = PUBLIC_PAGES.map((page) => page.path)
      .filter((path) => path !== PATHS.auth)
      .sort();
    const routed = [
      ...Object.keys(STATIC_PAGE_MODULES),
      ...Object.keys(INTERACTIVE_PAGE_MODULES),
    ].sort();
    expect(declared).toEqual(routed);
    for (const page of PUBLIC_PAGES.filter((known) => known.path !== PATHS.auth)) {
      expect(page.path in (page.hydrated ? INTERACTIVE_PAGE_MODULES : STATIC_PAGE_MODULES)).toBe(
        true,
      );
    }
    expect(declared).toEqual(
      expect.arrayContaining([
        PATHS.mission,
        PATHS.estimate,
        PATHS.contact,
        PATHS.demo,
        PATHS.legal,
      ]),
    );
  });

  it('[PUB0] each declared module is the one the route imports', async () => {
    for (const page of PUBLIC_PAGES) {
      const load =
        page.path === PATHS.auth
          ? loadAuthRoute
          : (STATIC_PAGE_MODULES[page.path] ?? INTERACTIVE_PAGE_MODULES[page.path]!);
      const [viaRoute, viaTable] = await Promise.all([
        load(),
        import(/* @vite-ignore */ `/${page.module}`) as Promise<{ default: unknown }>,
      ]);
      expect(viaRoute.default, page.path).toBe(viaTable.default);
    }
  });
});
