import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { NavDropdown } from '../src/components/header/nav-dropdown';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A mouse pointer event as Chrome sends it (jsdom has no PointerEvent, so `pointerType` is added by hand). */
function pointer(type: string, relatedTarget: Element | null, bubbles: boolean): Event {
  const event = new MouseEvent(type, { bubbles, cancelable: true, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  return event;
}

/** Chrome's events for a pointer arriving at `target` from `from`: over on the target, enter on each element entered. */
function pointerArrives(target: Element, entered: Element[], from: Element | null, { withOut }: { withOut: boolean }) {
  if (withOut && from) from.dispatchEvent(pointer('pointerout', target, true));
  target.dispatchEvent(pointer('pointerover', from, true));
  for (const element of entered) element.dispatchEvent(pointer('pointerenter', from, false));
}

describe('the header dropdown and the pointer', () => {
  let shellRoot: Root;
  let remoteRoot: Root;
  let remotePage: HTMLElement;

  beforeEach(async () => {
    // As on the site: a remote's page is a React root of its own, mounted inside the shell's content area.
    const shell = document.body.appendChild(document.createElement('div'));
    const area = document.body.appendChild(document.createElement('div'));
    shellRoot = createRoot(shell);
    remoteRoot = createRoot(area);
    await act(async () => {
      shellRoot.render(
        <NavDropdown label="Teacher" testId="nav-teacher">
          <li>
            <a href="/teacher/library">My Library</a>
          </li>
        </NavDropdown>,
      );
      remoteRoot.render(<div className="tp-home">Classes</div>);
    });
    remotePage = area.querySelector('.tp-home')!;
  });

  afterEach(() => {
    act(() => {
      shellRoot.unmount();
      remoteRoot.unmount();
    });
    document.body.replaceChildren();
  });

  const menu = () => document.querySelector<HTMLElement>('[data-testid="nav-teacher"]')!;
  const button = () => menu().querySelector('button')!;

  test('opens when the pointer arrives from a remote\'s page, with the leaving event', async () => {
    await act(async () => pointerArrives(button(), [menu(), button()], remotePage, { withOut: true }));

    expect(button().getAttribute('aria-expanded')).toBe('true');
  });

  test('opens when the pointer arrives from a remote\'s page that was redrawn under it: Chrome then sends no leaving event', async () => {
    await act(async () => pointerArrives(button(), [menu(), button()], remotePage, { withOut: false }));

    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(menu().querySelector('ul')!.hidden).toBe(false);
  });

  test('closes when the pointer leaves', async () => {
    await act(async () => pointerArrives(button(), [menu(), button()], remotePage, { withOut: true }));
    await act(async () => {
      button().dispatchEvent(pointer('pointerout', remotePage, true));
      menu().dispatchEvent(pointer('pointerleave', remotePage, false));
    });

    expect(button().getAttribute('aria-expanded')).toBe('false');
  });
});
