import type { Pool } from '@tp/service-kit';
import type { SlidingWindowRate } from '@tp/service-kit/sliding-window-rate';
import type { AdminSendSettings } from './admin-send';
import type { CorrectionEmailLimits, CorrectionRecipients } from './correction-email';
import type { MailSender } from './mail-sender';
import type { UserCopyFiller } from './user-copy-fill';

/** What mail's routers, consumers and background tasks are given, built once at start. */
export interface MailDeps {
  pool: Pool;
  /** Delivers what is recorded; kicked when something new is due. */
  sender: MailSender;
  /** Fills the copy of the users from identity once, at the first start. */
  userCopy: UserCopyFiller;
  exercise: CorrectionRecipients;
  send: AdminSendSettings;
  correction: {
    limits: CorrectionEmailLimits;
    /** Counts each teacher's correction e-mails against `limits`. */
    rate: SlidingWindowRate;
  };
}
