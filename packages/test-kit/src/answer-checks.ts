import { expect } from 'vitest';

/** What a component test reads of an answer: its envelope (the api client's `body`). */
export interface EnvelopeAnswer {
  body: { code: number; result: unknown };
}

/**
 * The schema the screens (or another service) parse with reads the whole answer: nothing refused, nothing dropped.
 * A structural schema type, so test-kit needs no zod of its own.
 */
export function expectShape(schema: { parse: (value: unknown) => unknown }, answer: EnvelopeAnswer) {
  expect(answer.body.code).toBe(200);
  expect(schema.parse(answer.body.result)).toEqual(answer.body.result);
}

/** The result of a call that must succeed (with `msg` when given). */
export async function ok<T = Record<string, unknown>>(call: Promise<{ body: { code: number; msg: string; result: unknown } }>, msg?: string): Promise<T> {
  const { body } = await call;
  expect(body, body.msg).toMatchObject({ code: 200, ...(msg ? { msg } : {}) });
  return body.result as T;
}
