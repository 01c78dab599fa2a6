import { afterEach, describe, expect, test } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setContentLanguage } from '@tp/web-kit/content-language';
import { Loading } from '@tp/web-kit/loading';
import { RemoteRoot } from '@tp/web-kit/remote-root';
import { message } from '@tp/web-kit/ui/message';
import './support/jsdom-for-antd';

// antd's first paint (and Chinese, loaded on first use) can take more than a second on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  message.destroy();
  await waitFor(() => expect(document.querySelector('.ant-message-notice')).toBeNull());
  localStorage.removeItem('language');
});

describe('RemoteRoot and the language switch', () => {
  test('switching the language keeps the page as it is (nothing typed is lost) and toasts still show', async () => {
    localStorage.setItem('language', 'zh');
    render(
      <RemoteRoot>
        <input aria-label="Notes" />
        <Loading />
      </RemoteRoot>,
    );
    await screen.findByText('加载中...');
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'half written' } });
    act(() => void message.success('Add success'));
    await screen.findByText('添加成功');
    act(() => message.destroy());
    await waitFor(() => expect(document.querySelector('.ant-message-notice')).toBeNull());

    await act(() => setContentLanguage('en'));

    expect(screen.getByText('Loading...')).toBeTruthy();
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('half written');
    act(() => void message.success('Add success'));
    await screen.findByText('Add success');
  });
});
