import { randomUUID } from 'node:crypto';

/** Ids a client or the gateway may choose: short, and safe to write into logs and headers. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id to log and pass on: the caller's `x-request-id` when it is sane, a new one otherwise. */
export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && ACCEPTABLE_ID.test(header) ? header : randomUUID();
}
