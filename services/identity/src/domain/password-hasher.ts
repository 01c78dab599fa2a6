/** Turns passwords into stored hashes and checks them; slow on purpose, so a stolen hash is hard to guess. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * True when `password` matches. Without a stored hash (unknown e-mail) the answer still takes as long, so it does
   * not tell which e-mails have accounts.
   */
  verify(hash: string | null | undefined, password: string): Promise<boolean>;
}
