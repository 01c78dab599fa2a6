import { apiUrl, authHeaders, envelopeOf, type Query } from '@tp/web-kit/api-client';
import { ApiError, errorMessage } from '@tp/web-kit/api-error';

export interface StreamEvent {
  /** The event's name (`event:`), 'message' when it has none. */
  name: string;
  data: string;
}

export interface EventStreamHandlers {
  onEvent: (event: StreamEvent) => void;
  /** 'open' once connected; 'reconnecting' when the connection dropped (or a try failed) and another try is waiting. */
  onState?: (state: 'open' | 'reconnecting') => void;
  /** The server has no room for the stream now (429, 503): its message. Another try is made, later each time. */
  onBusy?: (message: string) => void;
  /** The server refused the stream (403, 404...): no further try is made. */
  onRefused?: (error: ApiError) => void;
}

/** Splits text into complete events (separated by a blank line); the rest waits for more text. */
export function parseEvents(buffer: string): { events: (StreamEvent & { retry?: number })[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let name = 'message';
    const data: string[] = [];
    let retry: number | undefined;
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue; // a comment: the server's keep-alive
      const [field, ...value] = line.split(':');
      const text = value.join(':').replace(/^ /, '');
      if (field === 'event') name = text;
      else if (field === 'data') data.push(text);
      else if (field === 'retry' && /^\d+$/.test(text)) retry = Number(text);
    }
    if (data.length) return [{ name, data: data.join('\n'), retry }];
    return retry === undefined ? [] : [{ name: 'retry', data: '', retry }];
  });
  return { events, rest };
}

export interface EventStreamOptions {
  /** The wait before another try, until the server's `retry:` says otherwise. */
  retryMs?: number;
  /** The longest wait: each try in a row that fails doubles the wait up to this. */
  maxRetryMs?: number;
}

/** Answers that mean "not now": the stream is tried again later rather than given up. */
const BUSY_STATUSES = new Set([429, 503]);

/** The wait after `failures` tries in a row that did not open: doubled each time, capped, and spread (×0.75–1). */
export function retryWait(failures: number, retryMs: number, maxRetryMs: number, random = Math.random): number {
  const wait = Math.min(maxRetryMs, retryMs * 2 ** Math.min(Math.max(failures - 1, 0), 16));
  return Math.round(wait * (0.75 + random() / 4));
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Server-sent events from a GET under /api, sent with the user's token (the browser's EventSource cannot send one).
 * A dropped connection is opened again after the server's `retry:` (3 s unless it says); tries that fail in a row
 * (the server unreachable, busy: 429 or 503, or failing) wait twice as long each time, up to a minute, so a full
 * server is not asked again and again. A refusal (another 4xx) ends it (401 goes to /login as for any call). Returns
 * the function that closes it.
 */
export function openEventStream(path: string, query: Query, handlers: EventStreamHandlers, options: EventStreamOptions = {}): () => void {
  const stop = new AbortController();
  const maxRetryMs = options.maxRetryMs ?? 60_000;
  let retryMs = options.retryMs ?? 3_000;
  /** Tries in a row that did not open, and whether the current one did. */
  let failures = 0;
  let opened = false;
  const read = async () => {
    const response = await fetch(apiUrl(path, query), { headers: authHeaders({ accept: 'text/event-stream' }), signal: stop.signal, cache: 'no-store' });
    if (!response.ok || !response.body) {
      if (BUSY_STATUSES.has(response.status)) handlers.onBusy?.(errorMessage(await envelopeOf(response).catch((error: unknown) => error)));
      else if (response.status >= 400 && response.status < 500) await envelopeOf(response);
      return;
    }
    opened = true;
    handlers.onState?.('open');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
      buffer = parsed.rest;
      for (const { retry, ...event } of parsed.events) {
        if (retry !== undefined) retryMs = retry;
        if (event.name !== 'retry') handlers.onEvent(event);
      }
    }
  };
  void (async () => {
    while (!stop.signal.aborted) {
      opened = false;
      try {
        await read();
      } catch (error) {
        if (error instanceof ApiError) return handlers.onRefused?.(error);
        // a network failure: try again below
      }
      if (stop.signal.aborted) return;
      failures = opened ? 0 : failures + 1;
      handlers.onState?.('reconnecting');
      await pause(retryWait(failures, retryMs, maxRetryMs), stop.signal);
    }
  })();
  return () => stop.abort();
}
