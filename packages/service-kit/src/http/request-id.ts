import { randomUUID } from 'node:crypto';
import { REQUEST_ID_PATTERN } from '@tp/contracts';

/** The request id to log and pass on: the caller's `x-request-id` when it is sane, a new one otherwise. */
export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}
