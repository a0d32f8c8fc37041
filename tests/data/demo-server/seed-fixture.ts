import { buildDemoData } from '@/data/demo-server/seed/demo-data';

/** 22/11/2026 10:00 in Paris: the base date of the seed tests. */
export const BASE_DATE = Date.UTC(2026, 10, 22, 9, 0);

export const demoData = buildDemoData({ baseDate: BASE_DATE });
