/** The demo administrator's password: the README gives it out, so it is for development only. */
export const DEMO_ADMIN_PASSWORD = 'admin12345';

export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/**
 * Passwords of 12 or more characters from the top of leaked-password lists (shorter ones fail on length): a guesser
 * tries these first. Compared lowercased.
 */
const COMMON_PASSWORDS = new Set([
  '123456789012', '1234567890123', '12345678901234', '123123123123', '111111111111', '000000000000', 'aaaaaaaaaaaa',
  'password1234', 'password123!', 'password12345', 'passwordpassword', 'passw0rd1234', 'p@ssw0rd1234', 'p@ssword1234',
  'qwertyuiop12', 'qwerty123456', 'qwertyuiopasdfghjkl', '1q2w3e4r5t6y', '1qaz2wsx3edc', 'qazwsxedcrfv', 'asdfghjkl123',
  'administrator', 'administrator1', 'adminadmin12', 'changeme1234', 'letmein12345', 'welcome12345', 'iloveyou1234',
  'abcdefghijkl', 'abcd12345678', 'trustno11234', 'football1234', 'baseball1234', 'superman1234', 'sunshine1234',
]);

const WHAT_TO_SET = `set ADMIN_PASSWORD to at least ${ADMIN_PASSWORD_MIN_LENGTH} random characters, e.g. ADMIN_PASSWORD=$(openssl rand -base64 18)`;

/**
 * Why `password` may not be the administrator's in production, or undefined: it must be long, and not one a guesser
 * tries first (the demo one, which the README publishes; a common one; the admin e-mail's name, when that is 3 or
 * more characters). The sentence continues "ADMIN_PASSWORD: …" and says what to set instead.
 */
export function adminPasswordProblem(password: string, adminEmail: string): string | undefined {
  const lowered = password.toLowerCase();
  const name = (adminEmail.split('@')[0] ?? '').toLowerCase();
  if (lowered.includes(DEMO_ADMIN_PASSWORD)) return `contains the demo password, which the README publishes; in production ${WHAT_TO_SET}`;
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return `has ${password.length} characters, too few for production; ${WHAT_TO_SET}`;
  if (COMMON_PASSWORDS.has(lowered)) return `is a common password that guessers try first; in production ${WHAT_TO_SET}`;
  if (name.length >= 3 && lowered.includes(name)) return `contains the admin e-mail's name (${name}); in production ${WHAT_TO_SET}`;
  return undefined;
}
