import { z } from 'zod';
import { UUID_PATTERN } from '@tp/contracts/uuid';
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

/**
 * A whole number from a query string or body ('3' counts), in `min`..`max`, refused with one sentence:
 * 'The page size must be a whole number from 1 to 100.'
 */
export function wholeNumber(label: string, min: number, max: number) {
  const message = `The ${label} must be a whole number from ${min} to ${max}.`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/**
 * A required id (a UUID, see contracts' isUuid), refused with a sentence naming it and its field:
 * 'The class id (classId) is required.' / '... is not a valid id.' Trimmed, and lowercased as ids are stored.
 */
export function idField(what: string, field: string) {
  const invalid = `The ${what} id (${field}) is not a valid id.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? `The ${what} id (${field}) is required.` : invalid) })
    .trim()
    .regex(UUID_PATTERN, invalid)
    .transform((id) => id.toLowerCase());
}
