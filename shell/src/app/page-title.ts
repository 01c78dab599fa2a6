/** The fixed page title, also the brand in the header. Keep in step with packages/mf-build PAGE_TITLE. */
export const PAGE_TITLE = 'Math & Physics Tutoring';
