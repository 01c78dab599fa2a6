import { apiUrl, authHeaders, envelopeOf, type Query } from '@tp/web-kit/api-client';
import { ApiError } from '@tp/web-kit/api-error';

export interface StreamEvent {
  /** The event's name (`event:`), 'message' when it has none. */
  name: string;
  data: string;
}

export interface EventStreamHandlers {
  onEvent: (event: StreamEvent) => void;
  /** 'open' once connected; 'reconnecting' when the connection dropped and another try is waiting. */
  onState?: (state: 'open' | 'reconnecting') => void;
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

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Server-sent events from a GET under /api, sent with the user's token (the browser's EventSource cannot send one).
 * A dropped connection is opened again after the server's `retry:` (3 s unless it says); a refusal ends it (401 goes
 * to /login as for any call). Returns the function that closes it.
 */
export function openEventStream(path: string, query: Query, handlers: EventStreamHandlers): () => void {
  const stop = new AbortController();
  let retryMs = 3_000;
  const read = async () => {
    const response = await fetch(apiUrl(path, query), { headers: authHeaders({ accept: 'text/event-stream' }), signal: stop.signal, cache: 'no-store' });
    if (!response.ok || !response.body) {
      if (response.status >= 400 && response.status < 500) await envelopeOf(response);
      return;
    }
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
      try {
        await read();
      } catch (error) {
        if (error instanceof ApiError) return handlers.onRefused?.(error);
        // a network failure: try again below
      }
      if (stop.signal.aborted) return;
      handlers.onState?.('reconnecting');
      await pause(retryMs, stop.signal);
    }
  })();
  return () => stop.abort();
}
