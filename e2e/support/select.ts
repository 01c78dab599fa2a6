import type { Page } from 'playwright-core';
import { animationsDone } from './page-probes';

/**
 * Picks the option titled `title` in the antd Select labelled `label`: opens it, lets its list finish sliding in,
 * then clicks the option. A click while the list still moves can pick nothing (seen under load: the list open, the
 * option highlighted, no value). With `search`, types it first: a long list draws only the options in view, so an
 * option further down is not there to click until the search brings it up (as a person would find it).
 */
export async function chooseOption(page: Page, label: string, title: string, search?: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  if (search !== undefined) await select.fill(search);
  const option = page.locator(`.ant-select-item-option[title="${title}"]`);
  await option.waitFor();
  await animationsDone(page);
  await option.click();
}
