import { getContentLanguage } from '@tp/web-kit/content-language';

/** The locale dates are written in: the interface's language (Chinese dates in a Chinese interface). */
export const dateLocale = () => (getContentLanguage() === 'zh' ? 'zh-CN' : 'en-US');

/** A moment as the teacher screens show it ('Nov 25, 2026, 4:20 AM'); '' when there is none. */
export const formatWhen = (iso: string | null) => (iso ? new Date(iso).toLocaleString(dateLocale(), { dateStyle: 'medium', timeStyle: 'short' }) : '');

/** A day as column headers show it ('Nov 25, 2026'); '' when there is none. */
export const formatDay = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(dateLocale(), { dateStyle: 'medium' }) : '');
