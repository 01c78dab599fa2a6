import type { SendInfo } from './delivery-outcome';

/** One message to one person, as it leaves. */
export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe on reminders). */
  headers?: Record<string, string>;
}

/**
 * How messages leave the platform (SMTP, or the log when there is no SMTP peer). The sender keeps the rules (pace,
 * retries, statuses); the transport only hands one message over and says what the peer answered.
 */
export interface MailTransport {
  /** The peer's answer; a refusal of the whole message rejects with the peer's error. */
  send(message: OutgoingMessage): Promise<SendInfo>;
  /** Closes the connections once the messages under way have gone. */
  close(): void;
}
