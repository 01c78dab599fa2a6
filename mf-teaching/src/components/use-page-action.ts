import { useState } from 'react';
import { errorMessage } from '@tp/web-kit/api-error';

/**
 * A page's actions share one alert for the server's message: `act(run)` clears it, runs the call, shows a failure's
 * message, and reads the page's data again either way (`reload`). It answers whether the call succeeded.
 */
export function usePageAction(reload: () => void) {
  const [problem, setProblem] = useState<string>();
  const act = async (run: () => Promise<void>) => {
    setProblem(undefined);
    try {
      await run();
      return true;
    } catch (failure) {
      setProblem(errorMessage(failure));
      return false;
    } finally {
      reload();
    }
  };
  return { problem, setProblem, act };
}
