import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-context';

export type { Logger };

/**
 * What a request's log line says of it: its id, method and path, and the answer's status (pino-http adds the time it
 * took). Not the headers: the line is written twice for every call (gateway and service), and at exam time their
 * serialising and redacting was a visible part of a save's cost.
 */
export const requestLogSerializers = {
  req: (req: { id?: unknown; method?: string; url?: string }) => ({ id: req.id, method: req.method, url: req.url }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
};

/** `destination` is stdout unless a test wants the lines. */
export function createLogger(name: string, level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      name,
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.code'],
      // Every line written for a request names it, however deep in the code it is written.
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
    },
    destination,
  );
}
