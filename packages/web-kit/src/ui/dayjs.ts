// dayjs, the date library of antd's DatePicker and TimePicker. Import it from here, never from 'dayjs': antd extends
// its own dayjs with plugins (weekday, localeData, ...) on that copy's prototype, so a value made by another copy
// (a remote's own bundle) breaks the picker's panels. Shared like every facade, this is the page's one dayjs.
export { default as dayjs } from 'dayjs';
export type { Dayjs } from 'dayjs';
