import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { routes } from '../src/app/routes';
import { aUser, ok, renderArea, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';

const fake = useFakeApi();

describe('the My Classes page', () => {
  test('a new student sees the table\'s columns and that they have no classes yet', async () => {
    fake.api.answer('GET', '/api/user/getMyClasses', ok({ list: [] }));
    renderArea(routes, '/myclasses', aUser());

    await screen.findByText('You have no classes yet.');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['NAME', 'Expired Time', 'Action']);
  });

  test('a class the student is registered in offers start learning, to its homework, with its expiry as a date', async () => {
    fake.api.answer('GET', '/api/user/getMyClasses', ok({
      list: [{ classInfo: { name: 'Optics', classID: { _id: 'class-1', includeLibrary: true, endDate: null } }, expirationDate: '2027-03-04T12:00:00.000Z', isValid: true }],
    }));
    renderArea(routes, '/myclasses', aUser());

    const link = await screen.findByText('start learning');
    expect(link.getAttribute('href')).toBe('/myHomework/class-1');
    const row = link.closest('tr')!;
    expect(row.textContent).toContain('Optics');
    expect(row.textContent).toMatch(/2027-03-0[45]/);
  });

  test('in Chinese: the title, the columns, and a valid class to learn beside an expired one to renew', async () => {
    await interfaceIn('zh');
    fake.api.answer('GET', '/api/user/getMyClasses', ok({
      list: [
        { classInfo: { name: 'Optics', classID: { _id: 'class-1', includeLibrary: true, endDate: null } }, expirationDate: '2027-03-04T12:00:00.000Z', isValid: true },
        { classInfo: { name: 'Waves', classID: { _id: 'class-2', includeLibrary: true, endDate: null } }, expirationDate: '2025-03-04T12:00:00.000Z', isValid: false },
      ],
    }));
    renderArea(routes, '/myclasses', aUser());

    expect((await screen.findByText('开始学习')).getAttribute('href')).toBe('/myHomework/class-1');
    expect(screen.getByText('续费').getAttribute('href')).toBe('/classRegister/class-2');
    screen.getByRole('heading', { name: '我的班级' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['名称', '到期时间', '操作']);
  });

  test('a visitor is sent to sign in, with My Classes as the page to come back to', async () => {
    renderArea(routes, '/myclasses', null);

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/myclasses');
    expect(fake.api.received).toEqual([]);
  });
});
