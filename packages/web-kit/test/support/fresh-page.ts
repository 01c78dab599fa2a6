import { act, cleanup } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { message } from '@tp/web-kit/ui/message';
// Before antd's toast holder is first made (message.destroy below makes it): a holder made before RemoteRoot's
// ConfigProvider.config({ holderRender }) never showed a toast again in that worker.
import '@tp/web-kit/remote-root';
import { movePageTo } from './page-address';

// Set up before every screen test file. The screens' projects run a worker's files in one jsdom page and one module
// graph (isolate: false, screen-project.ts): loading React, antd and a fresh page for each file cost half the
// stage's processor time. Each file still starts as on a new page: nothing drawn, nothing stored, at the default address.
beforeAll(() => {
  // A file of plain functions runs without a page (its `@vitest-environment node`).
  if (typeof document === 'undefined') return;
  // What an earlier file left drawn (its toasts live in antd's own root) is taken down as React expects, inside act.
  act(() => {
    cleanup();
    message.destroy();
  });
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  movePageTo('http://localhost:3000/');
});
