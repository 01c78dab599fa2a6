import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DemoPage } from '../src/features/demo/components/demo-page';
import { SimViewPage } from '../src/features/demo/components/sim-view-page';
import { renderPage, useFakeApi } from '../../packages/web-kit/test/support/render-page';

useFakeApi();

// jsdom draws nothing (it says so on every frame): the real engine runs, with no 2D context to paint on, as it allows.
beforeAll(() => void vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
afterAll(() => vi.restoreAllMocks());

const sandbox = () => screen.getByTestId('physics-sandbox');
const ready = () => waitFor(() => expect(sandbox().dataset.status).toBe('ready'));
const statusText = () => document.querySelector('.tp-sandbox-status')!.textContent;
const legends = () => Array.from(document.querySelectorAll('legend'), (legend) => legend.textContent);
const terms = () => Array.from(document.querySelectorAll('.tp-sandbox-readout dt'), (term) => term.textContent);

describe('the physics sandbox pages', () => {
  test('/demo: the sandbox with its controls, readout and prediction, beside the formulas; Pause says so', async () => {
    renderPage('/demo', '/demo', <DemoPage />, null);

    await screen.findByText('Physics sandbox and formulas', { selector: 'h1' });
    await ready();
    expect(statusText()).toBe('Ready: set the angle and speed, then Fire.');
    expect(legends()).toEqual(['Launcher', 'Ramp (30°)']);
    expect(terms()).toEqual(['Distance', 'Height', 'Flight time']);
    expect(screen.getByText(/^The block slides with a = g\(sin 30° − μ cos 30°\) ≈ /)).toBeTruthy();
    expect(screen.getByLabelText('Predicted range').textContent).toContain('Predicted range (level ground, no air): ');
    expect(screen.getByText("Newton's second law on an incline with friction", { selector: 'h3' })).toBeTruthy();

    fireEvent.click(screen.getByText('Pause', { selector: 'button > span' }));
    await waitFor(() => expect(statusText()).toBe('Paused. Ready: set the angle and speed, then Fire.'));
  });

  test('/demo in Chinese: headings, controls, readout, status, the prediction and the formulas\' sentences', async () => {
    localStorage.setItem('language', 'zh');
    renderPage('/demo', '/demo', <DemoPage />, null);

    await screen.findByText('物理沙盒与公式', { selector: 'h1' });
    await ready();
    expect(statusText()).toBe('准备就绪：设置角度和速度，然后点“发射”。');
    expect(legends()).toEqual(['发射器', '斜面（30°）']);
    expect(terms()).toEqual(['水平距离', '高度', '飞行时间']);
    expect(screen.getByText(/^木块下滑的加速度 a = g\(sin 30° − μ cos 30°\) ≈ /)).toBeTruthy();
    expect(screen.getByLabelText('预测射程').textContent).toContain('预测射程（水平地面，忽略空气阻力）：');
    expect(screen.getByText('有摩擦斜面上的牛顿第二定律', { selector: 'h3' })).toBeTruthy();
    expect(screen.getByText('单独打开沙盒', { selector: 'a' })).toBeTruthy();

    fireEvent.click(screen.getByText(/^暂\s?停$/, { selector: 'button > span' }));
    await waitFor(() => expect(statusText()).toBe('已暂停。准备就绪：设置角度和速度，然后点“发射”。'));
  });

  test('/simview in Chinese: its heading and the way back', async () => {
    localStorage.setItem('language', 'zh');
    renderPage('/simview', '/simview', <SimViewPage />, null);

    await screen.findByText('物理沙盒', { selector: 'h1' });
    expect(screen.getByText('返回带公式的沙盒', { selector: 'a' }).getAttribute('href')).toBe('/demo');
    await ready();
    expect(screen.getByText(/^发\s?射$/, { selector: 'button > span' })).toBeTruthy();
  });
});
