import { useRoutes } from 'react-router-dom';
import { routes } from './route-table';

/** The route table under a declarative router (BrowserRouter in the app, StaticRouter when prerendering). */
export function AppRoutes() {
  return useRoutes(routes);
}
