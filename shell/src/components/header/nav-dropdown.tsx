import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A disclosure dropdown of the site navigation (the WAI-ARIA "disclosure navigation" pattern): a button that
 * shows a list of links. Opens on click, Enter or Space, and on hover with a mouse; closes on Escape (focus goes
 * back to the button), on a click elsewhere, when focus leaves it, and after a link is followed. A mouse click on
 * a button the pointer has already opened keeps it open: hover then click must not close what the user came to see.
 */
export function NavDropdown({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const mouseOver = useRef(false);

  // Native listeners, not React's onPointerEnter: React makes enter from the `out` event of the element the pointer
  // left when that element is another React root's (a remote's page). Chrome sends no `out` when that element was
  // redrawn under a still pointer (a spinner giving way to the page), so React never heard the pointer arrive.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const follow = (over: boolean) => (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      mouseOver.current = over;
      setOpen(over);
    };
    const enter = follow(true);
    const leave = follow(false);
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  return (
    <div
      ref={root}
      className={`tp-dropdown${open ? ' tp-dropdown-open' : ''}`}
      data-testid={testId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a, [data-nav-action]')) setOpen(false);
      }}
    >
      <button ref={button} type="button" className="tp-nav-item tp-dropdown-button" aria-expanded={open} aria-controls={panelId} onClick={(event) => setOpen(event.detail > 0 && mouseOver.current ? true : !open)}>
        {label}
        <svg className="tp-dropdown-caret" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true" focusable="false">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={panelId} className="tp-dropdown-panel" hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
