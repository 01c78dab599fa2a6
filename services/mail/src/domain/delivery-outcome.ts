import { EmailStatus, type EmailStatusValue } from '@tp/contracts';

/** §3/§8: every recipient accepted is Sent, some is Partially successful, none is Failed. */
export function deliveryStatus(recipients: string[], rejected: string[]): { status: EmailStatusValue; failEmails: string[] } {
  const failEmails = recipients.filter((r) => rejected.map((x) => x.toLowerCase()).includes(r.toLowerCase()));
  if (failEmails.length === 0) return { status: EmailStatus.Sent, failEmails };
  if (failEmails.length === recipients.length) return { status: EmailStatus.Failed, failEmails };
  return { status: EmailStatus.PartiallySuccessful, failEmails };
}

interface SmtpError {
  code?: string;
  responseCode?: number;
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
