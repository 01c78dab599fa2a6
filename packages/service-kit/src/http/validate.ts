import type { z } from 'zod';
import { badRequest } from '../errors';

/** Parses input against a schema; the first problem becomes a 400 with a sentence a person can act on. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.join('.');
  const generic = issue.message.startsWith('Invalid input') || issue.message.startsWith('Expected') || issue.message.startsWith('Too');
  throw badRequest(generic && field ? `Invalid ${field}: ${lowerFirst(issue.message)}.` : issue.message);
}

function lowerFirst(text: string) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
