import { EmailStatus, type EmailStatusValue } from '@tp/contracts';

/** Every recipient accepted is Sent, some is Partially successful, none is Failed. */
export function deliveryStatus(recipients: string[], rejected: string[]): { status: EmailStatusValue; failEmails: string[] } {
  const failEmails = recipients.filter((r) => rejected.map((x) => x.toLowerCase()).includes(r.toLowerCase()));
  if (failEmails.length === 0) return { status: EmailStatus.Sent, failEmails };
  if (failEmails.length === recipients.length) return { status: EmailStatus.Failed, failEmails };
  return { status: EmailStatus.PartiallySuccessful, failEmails };
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  recipient?: string;
  rejectedErrors?: SmtpError[];
}

/** Worth another try later: the peer was unreachable or answered 4xx (greylisting, busy); 5xx is final. */
export function isTransient(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'ECONNREFUSED', 'ECONNRESET', 'EDNS', 'EPROTOCOL'].includes(code ?? '');
}

/** Seconds before retry number `attempt` (1-based): 2, 4, 8, … capped at 5 minutes. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(300, 2 ** attempt);
}

/** What one SMTP attempt did to each recipient it was addressed to. */
export interface AttemptResult {
  accepted: string[];
  /** Refused for now (a 4xx reply, or the whole attempt failed for a passing reason): tried again later. */
  deferred: string[];
  /** Refused for good (a 5xx reply, or the whole attempt failed for good). */
  refused: string[];
}

/** nodemailer's answer to a send; `rejectedErrors` holds the peer's reply to each refused RCPT TO. */
export interface SendInfo {
  accepted?: unknown[];
  rejected?: unknown[];
  rejectedErrors?: SmtpError[];
}

/**
 * Sorts the recipients of an attempt by what the peer said. A send that failed as a whole because every recipient
 * was refused carries the same per-recipient replies as a partly refused one.
 */
export function attemptResult(recipients: string[], outcome: { info: SendInfo } | { error: unknown }): AttemptResult {
  const replies = 'info' in outcome ? outcome.info : (outcome.error as SmtpError & SendInfo);
  if ('error' in outcome && !replies?.rejectedErrors?.length) {
    return isTransient(outcome.error) ? { accepted: [], deferred: recipients, refused: [] } : { accepted: [], deferred: [], refused: recipients };
  }
  const codeOf = new Map((replies.rejectedErrors ?? []).map((e) => [String(e.recipient).toLowerCase(), e]));
  const rejected = new Set([...(replies.rejected ?? []).map((r) => String(r).toLowerCase()), ...codeOf.keys()]);
  const result: AttemptResult = { accepted: [], deferred: [], refused: [] };
  for (const recipient of recipients) {
    const key = recipient.toLowerCase();
    if (!rejected.has(key)) result.accepted.push(recipient);
    else if (isTransient(codeOf.get(key))) result.deferred.push(recipient);
    else result.refused.push(recipient);
  }
  return result;
}

export interface DeliveryState {
  recipient: string[];
  delivered: string[];
  failed: string[];
  /** Attempts made before this one. */
  attempts: number;
}

export type NextStep =
  | { kind: 'retry'; delivered: string[]; failed: string[]; delaySeconds: number }
  | { kind: 'settle'; delivered: string[]; status: EmailStatusValue; failEmails: string[] };

/**
 * After an attempt: try again later for the recipients refused for now, while attempts are left; otherwise settle,
 * the ones still refused counting as failed.
 */
export function nextStep(state: DeliveryState, result: AttemptResult, maxAttempts: number): NextStep {
  const delivered = union(state.delivered, result.accepted);
  const failed = union(state.failed, result.refused);
  const attempt = state.attempts + 1;
  if (result.deferred.length > 0 && attempt < maxAttempts) return { kind: 'retry', delivered, failed, delaySeconds: retryDelaySeconds(attempt) };
  return { kind: 'settle', delivered, ...deliveryStatus(state.recipient, union(failed, result.deferred)) };
}

/** The recipients still waiting: neither delivered nor failed for good. */
export function waitingRecipients(state: Pick<DeliveryState, 'recipient' | 'delivered' | 'failed'>): string[] {
  const done = new Set([...state.delivered, ...state.failed].map((r) => r.toLowerCase()));
  return state.recipient.filter((r) => !done.has(r.toLowerCase()));
}

/** Both lists, each address once whatever its case. */
function union(a: string[], b: string[]): string[] {
  const byKey = new Map<string, string>();
  for (const address of [...a, ...b]) if (!byKey.has(address.toLowerCase())) byKey.set(address.toLowerCase(), address);
  return [...byKey.values()];
}
