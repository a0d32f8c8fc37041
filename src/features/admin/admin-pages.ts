/**
 * The three admin pages in one lazy chunk: they share most of their code, and every extra chunk adds its name to
 * the app shell's preload map (first-load budget of the public pages).
 */
export { default as AdminDashboardPage } from './admin-dashboard-page';
export { default as DataToolsPage } from './data-tools-page';
export { default as UsersPage } from './users-page';
