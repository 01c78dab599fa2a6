import { useState } from 'react';
import { CODE_RESEND_LOCK_SECONDS } from '@tp/contracts/constants';
import { request } from '@tp/web-kit/api-client';
import { ApiError, errorMessage } from '@tp/web-kit/api-error';
import { Button } from '@tp/web-kit/ui/button';
import { message } from '@tp/web-kit/ui/message';
import { useKitTexts } from '@tp/web-kit/i18n/kit-texts';
import { useCountdown } from '@tp/web-kit/use-countdown';

export type CodePurpose = 'sign-up' | 'verify' | 'reset' | 'profile';

export interface ResendCodeButtonProps {
  /** Where the code goes; an empty e-mail is refused with 'Please enter email' and nothing is sent. */
  email: string;
  /** Only chooses the wording of the e-mail. */
  purpose?: CodePurpose;
  /** Called with the server's message once the code is sent. Default: a success toast. */
  onSent?: (msg: string) => void;
  /** Called when sending failed (show `errorMessage(error)` in a red alert). Default: an error toast. */
  onError?: (error: unknown) => void;
  label?: string;
  disabled?: boolean;
}

/**
 * Sends an e-mailed code (POST /api/login/sendEmail), then stays disabled for 60 seconds showing the countdown.
 * A failed send does not start the countdown.
 */
export function ResendCodeButton({ email, purpose, onSent, onError, label, disabled }: ResendCodeButtonProps) {
  const t = useKitTexts();
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const address = email.trim().toLowerCase();
    try {
      if (!address) throw new ApiError({ code: 400, msg: 'Please enter email', result: null }, 0);
      setSending(true);
      const { msg } = await request<null>({ method: 'POST', path: '/login/sendEmail', body: purpose ? { email: address, purpose } : { email: address } });
      start(CODE_RESEND_LOCK_SECONDS);
      if (onSent) onSent(msg);
      else message.success(msg);
    } catch (error) {
      if (onError) onError(error);
      else message.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const waiting = secondsLeft > 0;
  return (
    <Button onClick={send} loading={sending} disabled={disabled || waiting} aria-live="polite">
      {waiting ? t('resendIn', { seconds: secondsLeft }) : (label ?? t('sendCode'))}
    </Button>
  );
}
