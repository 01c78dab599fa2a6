import { createRemoteApp } from '@tp/web-kit/create-remote-app';
import { BrowserRouter, Route, Routes } from 'react-router';
import { routes } from './routes';

/** mf-teaching's single-spa lifecycles, exposed as `mf_teaching/app` (packages/mf-build). */
export const { bootstrap, mount, unmount } = createRemoteApp({ routes, router: { BrowserRouter, Routes, Route } });
