import { EmailStatus, type EmailStatusValue } from '@tp/contracts';

/** None refused is Sent, all refused is Failed, some is Partially successful. */
export function deliveryStatus(counts: { delivered: number; failed: number }): EmailStatusValue {
  if (counts.failed === 0) return EmailStatus.Sent;
  if (counts.delivered === 0) return EmailStatus.Failed;
  return EmailStatus.PartiallySuccessful;
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

/** nodemailer's answer to a send; `rejectedErrors` holds the peer's reply to each refused RCPT TO. */
export interface SendInfo {
  accepted?: unknown[];
  rejected?: unknown[];
  rejectedErrors?: SmtpError[];
}

/** What one attempt to send a message to one person came to. */
export type RecipientOutcome = 'accepted' | 'deferred' | 'refused';

/**
 * What the peer said about the one recipient of a message: accepted; refused for now (a 4xx reply, or the attempt
 * failed for a passing reason such as the peer being unreachable); or refused for good (5xx).
 */
export function recipientOutcome(outcome: { info: SendInfo } | { error: unknown }): RecipientOutcome {
  const replies = 'info' in outcome ? outcome.info : ((outcome.error ?? {}) as SmtpError & SendInfo);
  const refusal = replies.rejectedErrors?.[0];
  if (refusal) return isTransient(refusal) ? 'deferred' : 'refused';
  if ('error' in outcome) return isTransient(outcome.error) ? 'deferred' : 'refused';
  return (replies.rejected ?? []).length ? 'refused' : 'accepted';
}

export type NextDeliveryStep = { state: 'delivered' } | { state: 'failed' } | { state: 'waiting'; delaySeconds: number };

/**
 * After an attempt: accepted is delivered, refused for good is failed; refused for now is tried again later while
 * attempts are left (`attemptsBefore` counts the earlier ones), then counts as failed.
 */
export function nextDeliveryStep(outcome: RecipientOutcome, attemptsBefore: number, maxAttempts: number): NextDeliveryStep {
  if (outcome === 'accepted') return { state: 'delivered' };
  const attempt = attemptsBefore + 1;
  if (outcome === 'deferred' && attempt < maxAttempts) return { state: 'waiting', delaySeconds: retryDelaySeconds(attempt) };
  return { state: 'failed' };
}
