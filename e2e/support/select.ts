import type { Page } from 'playwright-core';
import { animationsDone } from './page-probes';

/**
 * Picks the option titled `title` in the antd Select labelled `label`: opens it, lets its list finish sliding in,
 * then clicks the option. A click while the list still moves can pick nothing (seen under load: the list open, the
 * option highlighted, no value).
 */
export async function chooseOption(page: Page, label: string, title: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  const option = page.locator(`.ant-select-item-option[title="${title}"]`);
  await option.waitFor();
  await animationsDone(page);
  await option.click();
}
