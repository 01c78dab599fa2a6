import { lazy, useState, type ComponentType } from 'react';
import type { ScreenAccess } from '@tp/web-kit/screen-access';

/** A screen whose code loads when it is first drawn, or earlier by `preload()`. */
export interface LazyScreen {
  (): React.JSX.Element;
  /** Loads the screen's code; once done, the screen draws at once, with no loading state in between. */
  preload(): Promise<void>;
}

/**
 * A screen loaded only when its route is opened (its code and the antd parts it uses stay off other pages):
 * `lazyScreen(() => import('../features/auth/components/login-page'), 'LoginPage')`. A page drawn on the server is
 * taken over by its screen only once the screen's code is in (`preload`), so the visitor never sees a spinner
 * replace content already on the page.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, exportName: K): LazyScreen {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= (await load())[exportName] as ComponentType;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the component itself would draw the screen anew.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Screen, { preload });
}

/**
 * One line of a remote's `src/app/routes.tsx`: a path (react-router syntax, e.g. `/class/:id`), who may open it and
 * its screen. `access` is required: a screen open to visitors says 'public', never by leaving it out.
 * `renderOnServer`: a public page whose first response carries it drawn (content pages and forms that visitors open
 * first, often on a phone; docs/decisions/026): the screen takes the answers it needs from `usePageAnswer`.
 */
export interface AreaRoute {
  path: string;
  access: ScreenAccess;
  Screen: ComponentType & { preload?: () => Promise<void> };
  renderOnServer?: boolean;
}
