import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { animationsDone } from './page-probes';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements (the first few). */
  targets: string[];
}

export interface AxeOptions {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Rules to skip, each with a reason at the call site. */
  disableRules?: string[];
}

/**
 * Runs axe-core (injected from the installed package, no network) on the page once its animations have ended and
 * returns its serious and critical violations: `expect(await seriousViolations(page)).toEqual([])`.
 */
export async function seriousViolations(page: Page, { include, disableRules = [] }: AxeOptions = {}): Promise<AxeViolation[]> {
  // Colours read mid-fade (a menu closing, a message or a dialog fading in) are not the page's: let them end first.
  await animationsDone(page);
  // Evaluated through the DevTools protocol: the site's Content-Security-Policy forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, disableRules }) => {
      const axe = (globalThis as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<any> } }).axe;
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      const results = await axe.run(include ? { include: [include] } : (globalThis as any).document, { resultTypes: ['violations'], rules });
      return (results.violations as any[])
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n: any) => String(n.target)) }));
    },
    { include, disableRules },
  );
}
