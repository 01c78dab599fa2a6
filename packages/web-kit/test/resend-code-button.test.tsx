import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RemoteRoot } from '@tp/web-kit/remote-root';
import { ResendCodeButton } from '@tp/web-kit/resend-code-button';
import { fail, ok, startFakeApi } from './support/fake-api-server';

let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  localStorage.clear();
});
afterEach(cleanup);

function renderButton(props: Partial<Parameters<typeof ResendCodeButton>[0]> = {}) {
  const seen: { sent: string[]; errors: unknown[] } = { sent: [], errors: [] };
  render(
    <RemoteRoot>
      <ResendCodeButton email="Pat@Example.com" onSent={(msg) => seen.sent.push(msg)} onError={(e) => seen.errors.push(e)} {...props} />
    </RemoteRoot>,
  );
  return seen;
}

describe('ResendCodeButton', () => {
  test('sends the code to the lowercased e-mail, then is disabled for 60 seconds showing the countdown', async () => {
    api.answer('POST', '/api/login/sendEmail', ok(null, 'We sent a code to pat@example.com.'));
    const seen = renderButton({ purpose: 'sign-up' });

    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const waiting = await screen.findByRole('button', { name: /Resend in (60|59)s/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(api.received).toEqual([expect.objectContaining({ path: '/api/login/sendEmail', body: { email: 'pat@example.com', purpose: 'sign-up' } })]);
    expect(seen.sent).toEqual(['We sent a code to pat@example.com.']);
  });

  test('a refused send shows no countdown and reports the server\'s message', async () => {
    api.answer('POST', '/api/login/sendEmail', fail(429, 'Please wait a minute before asking for another code.'));
    const seen = renderButton();

    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    await waitFor(() => expect(seen.errors).toHaveLength(1));
    expect((seen.errors[0] as { msg: string }).msg).toBe('Please wait a minute before asking for another code.');
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('an empty e-mail is refused with "Please enter email" and nothing is sent', async () => {
    const seen = renderButton({ email: '  ' });

    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    await waitFor(() => expect(seen.errors).toHaveLength(1));
    expect((seen.errors[0] as { msg: string }).msg).toBe('Please enter email');
    expect(api.received).toEqual([]);
  });
});
