// What the page renderer uses of jsdom (its own types would bring the browser's into the gateway's program).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options: { url: string });
    readonly window: { location: { origin: string } };
    reconfigure(options: { url: string }): void;
  }
}
