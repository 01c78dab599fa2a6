/**
 * The site's name: the title of every page that has none of its own, and the brand in the header. Keep in step with
 * packages/mf-build PAGE_TITLE (the title in index.html, written at build time).
 */
export const SITE_NAME = 'Math & Physics Tutoring';
