import type { Page } from 'playwright-core';

// Runs in the page: the e2e TypeScript program has Node's types, not the DOM's, so elements are `any` here.

const SEEN = 'data-e2e-seen';

/**
 * Runs `action` and waits for a new element saying `text`: the snackbar message the action shows. Messages
 * stay a few seconds, so one left over from an earlier step with the same words ('Successfully saved' after a rename,
 * then after a save) would answer at once for an action still on its way. What says `text` before the action is
 * marked, and only an element without the mark counts.
 */
export async function afterMessage(page: Page, text: string, action: () => Promise<unknown>): Promise<void> {
  await page.getByText(text, { exact: true }).evaluateAll((elements: any[], mark) => elements.forEach((element) => element.setAttribute(mark, '')), SEEN);
  await action();
  await page.getByText(text, { exact: true }).and(page.locator(`:not([${SEEN}])`)).first().waitFor();
}
