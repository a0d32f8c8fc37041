import { useState, type ComponentType, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { takePrerenderedHtml } from '@/app/prerendered-page';

/**
 * A public page without interactivity (text, tables, links). Prerendered, its first load ships no page code: the
 * browser keeps the HTML it received (hydration leaves it as is) and link clicks in it navigate within the app.
 * Reached by navigation, the page module loads and renders as any lazy page.
 */
export function StaticPage({ path, Page }: { path: string; Page: ComponentType }) {
  const [html] = useState(() => takePrerenderedHtml(path));
  const navigate = useNavigate();
  if (html === null) {
    return (
      <div data-static-page="">
        <Page />
      </div>
    );
  }
  const followLinks = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || link.target || link.hasAttribute('download') || link.origin !== location.origin) {
      return;
    }
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };
  return (
    <div data-static-page="" onClick={followLinks} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
