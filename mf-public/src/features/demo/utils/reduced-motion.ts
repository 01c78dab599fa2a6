/** Whether the visitor's system asks for less motion (WCAG 2.3.3): the sandbox then waits for them to start it. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}
