import { describe, expect, test } from 'vitest';
import { routes } from '../src/app/routes';

describe('the public route table', () => {
  test('every public screen states its access: open to visitors, but the profile, which needs a signed-in user', () => {
    expect(routes.map(({ path, access }) => [path, access])).toEqual(routes.map(({ path }) => [path, path === '/profile' ? 'signed-in' : 'public']));
  });
});
