/** Uploads each user starts, counted across every catalog replica. */
export interface UploadRate {
  /** Takes one of the user's `limit` uploads per `windowSeconds`, or says in how many seconds one frees. */
  take(userId: string, limit: number, windowSeconds: number): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
}
