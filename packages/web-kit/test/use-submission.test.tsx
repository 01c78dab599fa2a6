import { act, renderHook } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../src/api-error';
import { useSubmission } from '../src/use-submission';

describe('useSubmission', () => {
  test('a broken rule is shown and nothing is sent', async () => {
    const { result } = renderHook(() => useSubmission());
    const send = vi.fn(async () => undefined);
    let sent = true;
    await act(async () => {
      sent = await result.current.submit(send, { check: () => 'Code is required' });
    });
    expect(sent).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(result.current.problem).toBe('Code is required');
  });

  test('a server refusal shows its msg and reaches onFailure; a success clears the problem', async () => {
    const { result } = renderHook(() => useSubmission());
    const onFailure = vi.fn();
    await act(async () => {
      await result.current.submit(async () => {
        throw new ApiError({ code: 400, msg: 'Invalid code', result: null }, 200);
      }, { onFailure });
    });
    expect(result.current.problem).toBe('Invalid code');
    expect(onFailure).toHaveBeenCalledWith('Invalid code');
    expect(result.current.busy).toBe(false);

    let sent = false;
    await act(async () => {
      sent = await result.current.submit(async () => undefined, { check: () => undefined });
    });
    expect(sent).toBe(true);
    expect(result.current.problem).toBeUndefined();
  });
});
