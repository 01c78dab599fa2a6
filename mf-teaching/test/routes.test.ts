import { describe, expect, test } from 'vitest';
import { routes } from '../src/app/routes';

describe('the teaching route table', () => {
  test('every teaching screen states its access, and it is for the Teacher role (administrators among them too)', () => {
    expect(routes.map(({ path, access }) => [path, access])).toEqual(routes.map(({ path }) => [path, { roles: ['Teacher'] }]));
  });
});
