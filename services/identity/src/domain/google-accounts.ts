/** Google's word on who signed in with its button. */
export interface GoogleAccounts {
  /**
   * The verified, lowercased e-mail of a Google ID token; a token that is not valid is a 400, Google out of reach
   * a 503.
   */
  emailOf(credential: string): Promise<string>;
}
