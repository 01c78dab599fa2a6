import type { Page } from 'playwright-core';
import { signIn } from './api';
import type { useBrowser } from './browser';
import { createUser, PASSWORD } from './school';

/** A page of the teaching area, signed in as `user`, once mf-teaching has rendered. */
export function openTeaching(browser: ReturnType<typeof useBrowser>, user: { token: string }, path: string): Promise<Page> {
  return browser.openSignedIn(user, path, 'mf_teaching');
}

/** A new teacher, signed in through the API. */
export async function newTeacher() {
  const teacher = await createUser('Teacher');
  return signIn(teacher.email, PASSWORD);
}

/** A 1×1 PNG: the smallest picture the upload accepts (its first bytes are checked, not only its name). */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
