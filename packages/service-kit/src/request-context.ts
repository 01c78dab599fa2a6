import { AsyncLocalStorage } from 'node:async_hooks';

/** The request the running code works for: set per HTTP request, and per event from the request that caused it. */
const requestIds = new AsyncLocalStorage<string | undefined>();

/**
 * Runs `work` as part of request `id` (none when undefined): log lines written inside carry it as `reqId`,
 * `getInternal` passes it on and events written to the outbox keep it, so one search finds the request's whole path.
 */
export function runWithRequestId<T>(id: string | undefined, work: () => T): T {
  return requestIds.run(id, work);
}

/** The id of the request the running code works for, if any. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}
