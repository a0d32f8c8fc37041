import type { RouteObject } from 'react-router-dom';
import { PlaceholderPage, type BackLink } from '@/ui/placeholder-page';

/** A route whose page is not built yet: a French explanation inside the right layout, never a blank page. */
export function placeholderRoute(
  path: string,
  title: string,
  description: string,
  back?: BackLink,
): RouteObject {
  return {
    path,
    element: <PlaceholderPage title={title} description={description} back={back} />,
  };
}
