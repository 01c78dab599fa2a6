import { describe, expect, test } from 'vitest';
import { routes } from '../src/app/routes';

describe('the admin route table', () => {
  test('every admin screen states its access, and it is for administrators only', () => {
    expect(routes.map(({ path, access }) => [path, access])).toEqual(routes.map(({ path }) => [path, 'admin']));
  });
});
