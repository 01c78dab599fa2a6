import { useEffect } from 'react';
import { richTextSummary } from '@tp/web-kit/math/sanitize-rich-text';
import { DRAWN_ON_SERVER } from '@tp/web-kit/page-data';
import { SITE_NAME } from '@tp/web-kit/site-name';
import { siteOrigin } from '@tp/web-kit/site-origin';

/** Characters of a description search engines and link previews show. */
const DESCRIPTION_LENGTH = 160;

/**
 * A page's own title, and on a page drawn on the server its description and Open Graph tags (what a search result or
 * a shared link shows; React puts them in the document's head). In the browser the title follows the page open.
 * `descriptionHtml`: rich text whose first words describe the page; `image`: its picture (a link preview shows it).
 */
export function PageHead({ title, descriptionHtml, image }: { title?: string; descriptionHtml?: string | null; image?: string }) {
  const fullTitle = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  useEffect(() => {
    document.title = fullTitle;
    // The next page has the site's name unless it says otherwise.
    return () => void (document.title = SITE_NAME);
  }, [fullTitle]);
  if (!DRAWN_ON_SERVER) return null;
  const description = descriptionHtml ? richTextSummary(descriptionHtml, DESCRIPTION_LENGTH) : '';
  const imageUrl = image ? absoluteUrl(image) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title ?? SITE_NAME} />
      {description ? <meta property="og:description" content={description} /> : null}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content="summary" />
    </>
  );
}

/** A link preview needs the picture's whole address; one that is not a valid URL is left out. */
function absoluteUrl(url: string): string | undefined {
  try {
    return new URL(url, siteOrigin()).href;
  } catch {
    return undefined;
  }
}
