import { demoPersonaCards } from '@/data/demo-server/seed/personas';
import { DemoPersonas, type DemoPersonasProps } from '@/features/auth/demo-personas';

const CARDS = demoPersonaCards();

/**
 * The demo personas of /auth before the session runs, in their own chunk: the prerendered list stays on screen
 * while it loads (React hydrates it when it arrives, and replays a tap made meanwhile), so the sign-in form's first
 * load does not carry the demo world's names. Once the session runs, it lists the session's personas in place.
 */
export default function AuthDemoPersonas({
  personas = CARDS,
  ...props
}: Omit<DemoPersonasProps, 'personas'> & Partial<Pick<DemoPersonasProps, 'personas'>>) {
  return <DemoPersonas personas={personas} {...props} />;
}
