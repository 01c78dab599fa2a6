import { failure, ErrorCode, type Envelope } from '@tp/contracts';

/** What Express and its body parsers attach to the errors they raise (http-errors). */
interface RequestError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

const MESSAGES: Record<string, string> = {
  'entity.too.large': 'The request body is too large.',
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.verify.failed': 'The request body could not be verified.',
  'charset.unsupported': 'The request body must be UTF-8 JSON (Content-Type: application/json; charset=utf-8).',
  'encoding.unsupported': 'The request body\'s Content-Encoding is not supported: send it uncompressed, or as gzip, deflate or br.',
  'request.aborted': 'The request body was not received completely. Please send it again.',
  'request.size.invalid': 'The request body does not match its Content-Length header.',
  'stream.encoding.set': 'The request body could not be read.',
  'parameters.too.many': 'The request has too many parameters.',
};

/**
 * A client mistake Express or its body parsers found (too large, not JSON, an unknown charset or encoding, a bad
 * URL escape...) as the status and envelope to answer with; undefined when `err` is not such an error.
 */
export function requestErrorReply(err: unknown): { status: number; body: Envelope<null> } | undefined {
  const error = (err ?? {}) as RequestError;
  const status = error.status ?? error.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (error.type === 'entity.too.large') return { status: 413, body: failure(ErrorCode.PayloadTooLarge, MESSAGES[error.type]) };
  const message = (error.type && MESSAGES[error.type]) ?? (error.expose && error.message ? sentence(error.message) : 'The request could not be read.');
  return { status, body: failure(status, message) };
}

function sentence(text: string): string {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
