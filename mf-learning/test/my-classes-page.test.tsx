import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MyClassesPage } from '../src/features/my-classes/components/my-classes-page';
import { aUser, ok, renderPage, useFakeApi } from '../../packages/web-kit/test/support/render-page';

const fake = useFakeApi();

describe('the My Classes page', () => {
  test('a new student sees the table\'s columns and that they have no classes yet', async () => {
    fake.api.answer('GET', '/api/user/getMyClasses', ok({ list: [] }));
    renderPage('/myclasses', '/myclasses', <MyClassesPage />, aUser());

    await screen.findByText('You have no classes yet.');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['NAME', 'Expired Time', 'Action']);
  });

  test('a visitor is sent to sign in, with My Classes as the page to come back to', async () => {
    renderPage('/myclasses', '/myclasses', <MyClassesPage />, null);

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/myclasses');
    expect(fake.api.received).toEqual([]);
  });
});
