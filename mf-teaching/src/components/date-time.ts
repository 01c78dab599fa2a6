/** A moment as the teacher screens show it ('Nov 25, 2026, 4:20 AM'); '' when there is none. */
export const formatWhen = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '');

/** A day as column headers show it ('Nov 25, 2026'); '' when there is none. */
export const formatDay = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '');
