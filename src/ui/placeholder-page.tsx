import { Link } from 'react-router-dom';
import { PageTitle } from './page-title';

export interface BackLink {
  to: string;
  label: string;
}

interface PlaceholderPageProps {
  title: string;
  /** What this page will do, in one sentence, so nobody faces a blank screen. */
  description: string;
  /** The way back, for a page that is not in the menu's first level (never a dead end). */
  back?: BackLink | undefined;
}

/** A page whose real content comes with a later release: explains itself instead of showing nothing. */
export function PlaceholderPage({ title, description, back }: PlaceholderPageProps) {
  return (
    <section className="placeholder" aria-labelledby="page-title">
      {back && (
        <Link to={back.to} className="back-link">
          ← {back.label}
        </Link>
      )}
      <PageTitle>{title}</PageTitle>
      <p>{description}</p>
      <p className="placeholder__note">Cette page arrive bientôt.</p>
    </section>
  );
}
