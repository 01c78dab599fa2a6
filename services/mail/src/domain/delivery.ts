/** One message to one person, with what it carries. */
export interface DueDelivery {
  id: string;
  email_id: string;
  address: string;
  attempts: number;
  title: string;
  content: string;
  text_content: string | null;
  unsubscribe_url: string | null;
}

/** A pending e-mail none of whose deliveries is waiting: who got it and who did not. */
export interface FinishedEmail {
  id: string;
  delivered: string[];
  failed: string[];
}
