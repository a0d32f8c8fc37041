import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { page, staticPage } from './lazy-page';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * Public pages (spec §2), rendered inside the public header/footer. Lazy, and never load Firebase, Dexie or
 * the session. Text-only pages are static: prerendered, their first load ships no page code. `public-pages.ts`
 * names the same modules and says which pages hydrate (a test checks they agree).
 */
export const STATIC_PAGE_MODULES: Record<string, PageModule> = {
  [PATHS.home]: () => import('@/features/public/home-page'),
  [PATHS.mission]: () => import('@/features/public/mission-page'),
  [PATHS.features]: () => import('@/features/public/features-page'),
  [PATHS.pricingCpam]: () => import('@/features/public/cpam/cpam-tariffs-page'),
  [PATHS.payment]: () => import('@/features/public/legal/payment-page'),
  [PATHS.terms]: () => import('@/features/public/legal/terms-page'),
  [PATHS.privacy]: () => import('@/features/public/legal/privacy-page'),
  [PATHS.legal]: () => import('@/features/public/legal/legal-notice-page'),
  [PATHS.accessibility]: () => import('@/features/public/legal/accessibility-page'),
};

export const INTERACTIVE_PAGE_MODULES: Record<string, PageModule> = {
  [PATHS.pricing]: () => import('@/features/subscriptions/pricing-page'),
  [PATHS.estimate]: () => import('@/features/public/estimate/estimate-page'),
  [PATHS.contact]: () => import('./contact-route'),
  [PATHS.demo]: () => import('@/features/public/demo-page'),
};

export const publicRoutes: RouteObject[] = [
  ...Object.entries(STATIC_PAGE_MODULES).map(([path, load]) => staticPage(path, load)),
  ...Object.entries(INTERACTIVE_PAGE_MODULES).map(([path, load]) => page(path, load)),
];
