/** The fixed page title, also the brand in the header: the site's name. */
export { SITE_NAME as PAGE_TITLE } from '@tp/web-kit/site-name';
