import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { routes } from '../src/app/routes';
import { aUser, fail, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();
const teacher = aUser({ _id: 'teacher-1', name: 'Tess Teacher', role: 'Teacher' });

// (The server's refusal of a save stays a browser test: the whole form with its editors is slow to draw in jsdom.)
const openEdit = () => renderArea(routes, '/teach/class/class-1/edit', teacher);

describe('the Edit Class page', () => {
  test('another teacher\'s class: the server\'s refusal is shown instead of the form', async () => {
    fake.api.answer('GET', '/api/teacher/getClassById', fail(403, 'This class belongs to another teacher.'));
    openEdit();

    await screen.findByText('This class belongs to another teacher.');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Edit Class' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  test('a student or a parent is sent to /login, which sends them on to their page, before anything is asked', async () => {
    for (const role of ['Student', 'Parent'] as const) {
      const { unmount } = renderArea(routes, '/teach/classlist', aUser({ role }));
      await waitFor(() => expect(window.location.pathname).toBe('/login'));
      expect(window.location.search).toBe('');
      unmount();
    }
    expect(fake.api.received).toEqual([]);
  });
});
