// What antd needs of a browser that jsdom leaves out; imported by every screen test before it renders.
// antd measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
// antd's Table and Form read the screen size through matchMedia, which jsdom leaves out: a wide screen that never changes.
window.matchMedia ??= ((query: string) => ({
  matches: false, media: query, onchange: null,
  addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
})) as typeof window.matchMedia;
// jsdom has no layout and so no ResizeObserver (antd's Table watches its width): one with nothing to report.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
