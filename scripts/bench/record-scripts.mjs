// What a bench tab loads, as Chromium's network domain reports it (the weight benches).

/**
 * Every response of the tab as the network saw it: type, bytes on the wire (gzip, with headers) and bytes after
 * decoding, and whether it has finished.
 * @param {import('puppeteer-core').CDPSession} cdp
 */
export async function recordResponses(cdp) {
  /** @type {Map<string, { url: string, type: string, transfer: number, decoded: number, done: boolean }>} */
  const seen = new Map();
  cdp.on('Network.requestWillBeSent', (e) => seen.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', transfer: 0, decoded: 0, done: false }));
  cdp.on('Network.responseReceived', (e) => {
    const entry = seen.get(e.requestId);
    if (entry) entry.type = e.type;
  });
  cdp.on('Network.dataReceived', (e) => {
    const entry = seen.get(e.requestId);
    if (entry) entry.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = seen.get(e.requestId);
    if (!entry) return;
    entry.transfer = e.encodedDataLength;
    entry.done = true;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  /** The scripts finished so far. */
  return () => [...seen.values()].filter((r) => r.done && r.type === 'Script').map((r) => ({ ...r }));
}
