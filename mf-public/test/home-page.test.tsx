import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { HomeClass } from '@tp/contracts/home';
import { HomePage } from '../src/features/home/components/home-page';
import { ok, renderPage, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();

const aClass = (name: string, language: HomeClass['language']): HomeClass => ({
  _id: `class-${language}`, name, introduction: '<p>Intro</p>', category: 'Math', startDate: null, endDate: null, image: '', orderIndex: 0, language, user: { name: 'Tess' },
});

describe('the home page', () => {
  test('the language switch shows the other language\'s classes, and the choice is kept', async () => {
    fake.api.answer('GET', '/api/public/getHomeDetail', ok({ introduction: '' }));
    fake.api.answer('GET', '/api/public/getHomeClasses', ({ query }) =>
      ok({ list: [{ category: 'Math', classes: [query.get('language') === 'zh' ? aClass('代数', 'zh') : aClass('Algebra', 'en')] }] }));
    renderPage('/', '/', <HomePage />, null);

    await screen.findByText('Algebra', { selector: 'h3' });
    expect(screen.getByText('English').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('代数')).toBeNull();

    fireEvent.click(screen.getByText('中文'));

    await screen.findByText('代数', { selector: 'h3' });
    expect(screen.queryByText('Algebra')).toBeNull();
    expect(screen.getByText('中文').getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('language')).toBe('zh');
    await waitFor(() => expect(fake.api.received.filter((call) => call.path === '/api/public/getHomeClasses').map((call) => call.query.get('language'))).toEqual(['en', 'zh']));
  });
});
