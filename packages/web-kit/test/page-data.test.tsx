import { afterEach, describe, expect, test } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { z } from 'zod';
import { apiGet } from '@tp/web-kit/api-client';
import { createRemoteApp } from '@tp/web-kit/create-remote-app';
import { lazyScreen, type AreaRoute } from '@tp/web-kit/lazy-screen';
import { callKey, PAGE_DATA_ELEMENT_ID, usePageAnswer, type ApiCall, type PageData } from '@tp/web-kit/page-data';
import { useApi } from '@tp/web-kit/use-api';
import { ok, useFakeApi } from './support/render-page';

const fake = useFakeApi();

const lessonCall = (id: string): ApiCall => ({ path: '/public/getLesson', query: { id, typeset: 'true' } });
const lesson = z.object({ title: z.string() });

/** A screen as the server-drawn ones are written: it starts from the page's answer when there is one. */
function LessonPage({ id = 'l-1' }: { id?: string }) {
  const call = lessonCall(id);
  const { data } = useApi((signal) => apiGet<unknown>(call.path, call.query, signal).then((answer) => lesson.parse(answer)), [id], usePageAnswer(call, lesson));
  return data ? <h1>{data.title}</h1> : <p>Loading lesson</p>;
}

const lessonRequests = () => fake.api.received.filter((request) => request.path === '/api/public/getLesson');

/** The page as the gateway writes it: the drawn markup in the remote's container, and the answers it was drawn from. */
function drawnPage(data: PageData, markup: string): HTMLElement {
  const block = Object.assign(document.createElement('script'), { type: 'application/json', id: PAGE_DATA_ELEMENT_ID, textContent: JSON.stringify(data) });
  document.head.appendChild(block);
  const container = Object.assign(document.createElement('div'), { id: 'area-mf_test', innerHTML: markup });
  document.body.appendChild(container);
  return container;
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  document.getElementById('area-mf_test')?.remove();
});

describe('a call has one name in the page', () => {
  test('its path and its parameters in a fixed order, without the empty ones', () => {
    expect(callKey({ path: '/public/getHomeClasses', query: { typeset: 'true', language: 'zh', none: undefined, nothing: null } })).toBe(
      '/public/getHomeClasses?language=zh&typeset=true',
    );
    expect(callKey({ path: '/public/getHomeDetail' })).toBe('/public/getHomeDetail?');
  });
});

describe('a remote takes over the page the server drew', () => {
  async function mountRemote(routes: AreaRoute[], container: HTMLElement) {
    const app = createRemoteApp({ routes, router: { BrowserRouter, Routes, Route } });
    const props = { name: 'mf_test', domElement: container, singleSpa: {}, mountParcel: () => undefined } as never;
    // As single-spa mounts it: React renders in its own time (a transition), the mount resolves once it is drawn.
    await app.bootstrap(props);
    await app.mount(props);
    return () => app.unmount(props);
  }

  test('it draws the drawn route from the page\'s answer at once: no spinner, no request, the drawn markup replaced', async () => {
    window.history.replaceState(null, '', '/lesson/l-1');
    const container = drawnPage({ pathname: '/lesson/l-1', route: '/lesson/:id', answers: { [callKey(lessonCall('l-1'))]: { title: 'Forces' } } }, '<h1>Forces (drawn)</h1>');
    let shownBeforeLoaded = '';
    const Screen = lazyScreen(async () => {
      // While the screen's code loads, the page the server drew is what the visitor sees.
      shownBeforeLoaded = container.textContent ?? '';
      return { Lesson: () => <LessonPage id="l-1" /> };
    }, 'Lesson');
    let spinnerShown = false;
    const watch = new MutationObserver(() => void (spinnerShown ||= !!container.querySelector('[role="status"]') || container.textContent === ''));
    watch.observe(container, { childList: true, subtree: true, characterData: true });
    const unmount = await mountRemote([{ path: '/lesson/:id', access: 'public', renderOnServer: true, Screen }], container);

    await screen.findByRole('heading', { name: 'Forces' });
    watch.disconnect();
    expect(spinnerShown).toBe(false);
    expect(shownBeforeLoaded).toBe('Forces (drawn)');
    expect(container.textContent).toBe('Forces');
    expect(screen.queryByText('Loading lesson')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(lessonRequests()).toEqual([]);
    await unmount();
  });

  test('an answer drawn for another path, or one that does not pass the screen\'s schema, is not used: the screen asks', async () => {
    fake.api.answer('GET', '/api/public/getLesson', ok({ title: 'Energy' }));
    window.history.replaceState(null, '', '/lesson/l-2');
    const elsewhere = drawnPage({ pathname: '/lesson/l-9', route: '/lesson/:id', answers: { [callKey(lessonCall('l-2'))]: { title: 'Stale' } } }, '');
    const unmount = await mountRemote([{ path: '/lesson/:id', access: 'public', Screen: () => <LessonPage id="l-2" /> }], elsewhere);
    await screen.findByRole('heading', { name: 'Energy' });
    expect(lessonRequests()).toHaveLength(1);
    await unmount();
    document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
    elsewhere.remove();

    const wrongShape = drawnPage({ pathname: '/lesson/l-2', route: '/lesson/:id', answers: { [callKey(lessonCall('l-2'))]: { name: 'no title' } } }, '');
    const unmountAgain = await mountRemote([{ path: '/lesson/:id', access: 'public', Screen: () => <LessonPage id="l-2" /> }], wrongShape);
    await screen.findByRole('heading', { name: 'Energy' });
    expect(lessonRequests()).toHaveLength(2);
    await unmountAgain();
  });

  test('once the visitor has moved to another path, a screen asks the server afresh', async () => {
    fake.api.answer('GET', '/api/public/getLesson', ok({ title: 'Fresh' }));
    window.history.replaceState(null, '', '/lesson/l-3');
    const container = drawnPage({ pathname: '/lesson/l-3', route: '/lesson/:id', answers: { [callKey(lessonCall('l-3'))]: { title: 'From the page' } } }, '');
    const routes: AreaRoute[] = [
      { path: '/lesson/:id', access: 'public', Screen: () => <LessonPage id="l-3" /> },
      { path: '/other', access: 'public', Screen: () => <p>Other page</p> },
    ];
    const unmount = await mountRemote(routes, container);
    await screen.findByRole('heading', { name: 'From the page' });

    await act(async () => {
      window.history.pushState(null, '', '/other');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByText('Other page');
    await act(async () => {
      window.history.pushState(null, '', '/lesson/l-3');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByRole('heading', { name: 'Fresh' });
    expect(lessonRequests()).toHaveLength(1);
    await unmount();
  });

  test('a call that is not a visitor\'s is never answered from the page', async () => {
    fake.api.answer('GET', '/api/user/getMine', ok({ title: 'Mine, asked' }));
    window.history.replaceState(null, '', '/mine');
    drawnPage({ pathname: '/mine', route: '/mine', answers: { '/user/getMine?': { title: 'Mine, from the page' } } }, '').remove();
    function MinePage() {
      const call: ApiCall = { path: '/user/getMine' };
      const { data } = useApi((signal) => apiGet<unknown>(call.path, call.query, signal).then((answer) => lesson.parse(answer)), [], usePageAnswer(call, lesson));
      return <h1>{data?.title ?? 'Loading'}</h1>;
    }
    const container = Object.assign(document.createElement('div'), { id: 'area-mf_test' });
    document.body.appendChild(container);
    const unmount = await mountRemote([{ path: '/mine', access: 'public', Screen: MinePage }], container);
    await screen.findByRole('heading', { name: 'Mine, asked' });
    await unmount();
  });
});

describe('a lazy screen', () => {
  test('once preloaded, draws at once, with no loading state in between', async () => {
    const Screen = lazyScreen(async () => ({ Hello: () => <h1>Hello</h1> }), 'Hello');
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading screen</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(screen.queryByText('Loading screen')).toBeNull();
  });

  test('not preloaded, shows the loading state until its code is in', async () => {
    const Screen = lazyScreen(async () => ({ Hello: () => <h1>Hello later</h1> }), 'Hello');
    render(
      <Suspense fallback={<p>Loading screen</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading screen')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Hello later' })).toBeTruthy());
  });
});
