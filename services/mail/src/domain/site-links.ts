/**
 * Uploaded files are stored as paths on the site (`/uploads/…`), which a mail program cannot fetch: with the
 * site's address they become absolute. Without it they are left as they are (and images do not show in e-mails).
 */
export function withSiteLinks(html: string, siteUrl: string | undefined): string {
  if (!siteUrl) return html;
  const base = siteUrl.replace(/\/+$/, '');
  return html.replace(/\b(src|href)="\/uploads\//g, `$1="${base}/uploads/`);
}
