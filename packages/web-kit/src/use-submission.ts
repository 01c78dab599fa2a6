import { useCallback, useState } from 'react';
import { errorMessage } from '@tp/web-kit/api-error';

export interface Submission {
  busy: boolean;
  /** The message to show in the form's red alert (a validation rule the input broke, or the server's `msg`). */
  problem: string | undefined;
  setProblem: (problem: string | undefined) => void;
  /**
   * Checks the input first (`check` returns the first broken rule's message) and stops there if one is
   * broken; otherwise runs `send` while `busy`, and shows its failure's message (also given to `onFailure`, for a
   * screen that toasts it too). Resolves true once sent.
   */
  submit: (send: () => Promise<void>, options?: SubmitOptions) => Promise<boolean>;
}

export interface SubmitOptions {
  check?: () => string | undefined;
  onFailure?: (message: string) => void;
}

/** The shape every form here shares: validate in order, send once, keep the message of what went wrong. */
export function useSubmission(): Submission {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const submit = useCallback(async (send: () => Promise<void>, { check, onFailure }: SubmitOptions = {}) => {
    const broken = check?.();
    setProblem(broken);
    if (broken) return false;
    setBusy(true);
    try {
      await send();
      return true;
    } catch (failure) {
      const text = errorMessage(failure);
      setProblem(text);
      onFailure?.(text);
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, problem, setProblem, submit };
}
