import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-context';

export type { Logger };

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
