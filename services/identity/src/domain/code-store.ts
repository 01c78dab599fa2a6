/** What came of checking a code against the live one. */
export type CodeCheck = { outcome: 'ok' } | { outcome: 'missing' | 'used' | 'void' } | { outcome: 'wrong'; triesLeft: number };

/**
 * E-mailed codes, one live code per address, with a resend lock. Checking a code (counting a wrong try, using a
 * right one up) is atomic across replicas.
 */
export interface CodeStore {
  /** Takes the resend lock; when another code went out less than the lock ago, the seconds left to wait. */
  lock(email: string): Promise<{ locked: true } | { locked: false; waitSeconds: number }>;
  unlock(email: string): Promise<void>;
  /** Stores a new code for the address, replacing any earlier one (whose tries do not carry over). */
  save(email: string, code: string): Promise<void>;
  /** Compares `code` with the live code; a wrong one counts as a try. `consume` uses a right one up. */
  check(email: string, code: string, options: { consume: boolean }): Promise<CodeCheck>;
}
