import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A route whose page module loads on first visit (code splitting; public pages never load dashboards). */
export function page(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}
