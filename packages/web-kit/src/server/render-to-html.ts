import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/** A React tree as HTML once everything in it is ready (lazy screens loaded): a page drawn on the server. */
export async function renderToHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}
