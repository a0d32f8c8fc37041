import { useEffect, type ReactNode } from 'react';

const APP_NAME = 'Transport Sanitaire';

/** The page's h1, also mirrored in document.title so screen-reader users hear where they landed. */
export function PageTitle({ children, title }: { children: ReactNode; title?: string }) {
  const text = title ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (text) document.title = `${text} — ${APP_NAME}`;
  }, [text]);
  return (
    <h1 id="page-title" tabIndex={-1}>
      {children}
    </h1>
  );
}
