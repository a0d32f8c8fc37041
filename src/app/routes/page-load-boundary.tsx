/**
 * A page whose code cannot load (offline before the service worker had it, a deploy that removed the chunk) would
 * otherwise blank the whole app. The boundary sits inside each signed-in layout, so the shell (menu, sync state)
 * stays; « Réessayer » forgets the failed imports (retryable-lazy.tsx) and renders the page again.
 */
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

// Chromium, Firefox and Safari word a failed dynamic import differently; bundlers add their own.
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk|module script/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message));

interface State {
  error: unknown;
}

interface BoundaryProps {
  /** The address shown: going elsewhere (the menu) leaves the failed page behind. */
  at: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.at !== this.props.at && this.state.error !== null) this.retry();
  }

  private readonly retry = () => {
    // retryable-lazy.tsx renews the failed imports (the event keeps this module's imports apart from the shell's).
    window.dispatchEvent(new Event('transport-sanitaire:retry-pages'));
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Only a page that could not load is ours to explain; any other fault goes on to the app's own handling.
    if (!isChunkLoadError(error)) throw error;
    return (
      <div className="card page-load-error" role="alert">
        <h1>Cette page n’a pas pu se charger</h1>
        <p>
          Son contenu n’est pas encore enregistré sur cet appareil et la connexion ne permet pas de
          le télécharger. Vos données sont conservées : réessayez dès que le réseau revient.
        </p>
        <button type="button" className="button button--primary" onClick={this.retry}>
          Réessayer
        </button>
      </div>
    );
  }
}

export function PageLoadBoundary({ children }: { children: ReactNode }) {
  return <Boundary at={useLocation().pathname}>{children}</Boundary>;
}
