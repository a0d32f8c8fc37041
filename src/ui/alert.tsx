import type { ReactNode } from 'react';

type Tone = 'danger' | 'warning' | 'info' | 'success';

/** A message block; danger and warning are announced immediately (role alert), the others politely. */
export function Alert({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div className={`alert alert--${tone}`} role={urgent ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
