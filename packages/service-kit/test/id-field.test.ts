import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError, idField, parse } from '../src/index';

const request = z.object({ classId: idField('class', 'classId') });

const refusal = (input: unknown) => {
  try {
    parse(request, input);
  } catch (err) {
    return (err as AppError).message;
  }
  return undefined;
};

describe('idField: a required UUID named in its refusals', () => {
  test('an id in any case, with spaces around, is read trimmed and lowercased', () => {
    expect(parse(request, { classId: ' 0F8FAD5B-D9CB-469F-A165-70867728950E ' })).toEqual({ classId: '0f8fad5b-d9cb-469f-a165-70867728950e' });
  });

  test('missing, not text, or not shaped like an id is refused with a sentence naming the field', () => {
    expect(refusal({})).toBe('The class id (classId) is required.');
    expect(refusal({ classId: 7 })).toBe('The class id (classId) is not a valid id.');
    expect(refusal({ classId: '0f8fad5b-d9cb-469f-a165' })).toBe('The class id (classId) is not a valid id.');
  });
});
