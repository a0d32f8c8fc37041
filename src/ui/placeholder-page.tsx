import { PageTitle } from './page-title';

interface PlaceholderPageProps {
  title: string;
  /** What this page will do, in one sentence, so nobody faces a blank screen. */
  description: string;
}

/** A page whose real content comes with a later release: explains itself instead of showing nothing. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <section className="placeholder" aria-labelledby="page-title">
      <PageTitle>{title}</PageTitle>
      <p>{description}</p>
      <p className="placeholder__note">Cette page arrive bientôt.</p>
    </section>
  );
}
