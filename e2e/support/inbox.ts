import { inject } from 'vitest';
import { waitFor } from '@tp/test-kit';

interface Mail {
  to: string[];
  raw: string;
}

function decode(raw: string) {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** E-mails the stack sent to `address`, as the real SMTP peer received them. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${inject('inboxUrl')}/?to=${encodeURIComponent(address)}`);
  return (await res.json()) as Mail[];
}

/** The 6-digit code of the newest e-mail to `address` that arrived after `afterCount` e-mails to it. */
export async function waitForCode(address: string, afterCount = 0): Promise<number> {
  const mail = await waitFor(async () => {
    const mails = await mailsTo(address);
    return mails.length > afterCount ? mails[mails.length - 1] : undefined;
  }, { what: `a code e-mail to ${address}`, timeoutMs: 20_000 });
  const match = /\b(\d{6})\b/.exec(decode(mail.raw));
  if (!match) throw new Error(`no code in the e-mail to ${address}`);
  return Number(match[1]);
}
