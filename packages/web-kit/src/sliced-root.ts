import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * A React root whose renders run as transitions: React renders them in slices of a few milliseconds and lets the
 * browser paint and take input in between, instead of one long task per render. The first renders of the shell and
 * of each remote were the page's longest tasks on a slow phone (docs/decisions/018).
 */
export function createSlicedRoot(container: Element): Root {
  const root = createRoot(container);
  return {
    render: (children: ReactNode) => startTransition(() => root.render(children)),
    unmount: () => root.unmount(),
  };
}
