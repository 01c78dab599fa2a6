import { describe, expect, test } from 'vitest';
import { emailGroupProblem, isBlankRichText, sendEmailProblem, sendEmailResultMessage } from '@tp/contracts/admin-emails';
import { summarise } from '../src/features/email/utils/address-summary';
import { adminText } from '../src/components/admin-texts';

describe('the send form (the rules the server checks too, in its order)', () => {
  const good = { title: 'News', content: '<p>Hello</p>', recipient: ['a@x.com'], emailGroup: [] };

  test('title, then content, then recipients or a group', () => {
    expect(sendEmailProblem({ title: ' ', content: '', recipient: [], emailGroup: [] })).toBe('Please input title');
    expect(sendEmailProblem({ ...good, content: '<p><br></p>', recipient: [] })).toBe('Please input content');
    expect(sendEmailProblem({ ...good, recipient: [] })).toBe('Please select recipients');
    expect(sendEmailProblem({ ...good, recipient: [], emailGroup: ['g1'] })).toBeUndefined();
    expect(sendEmailProblem(good)).toBeUndefined();
  });

  test('a title over 200 characters and an address that is not one are refused', () => {
    expect(sendEmailProblem({ ...good, title: 'x'.repeat(201) })).toBe('The title is too long (at most 200 characters, it has 201).');
    expect(sendEmailProblem({ ...good, recipient: ['a@x.com', 'nope'] })).toBe('"nope" is not a valid e-mail address.');
  });

  test('content that shows nothing is no content; an image alone is content', () => {
    expect(isBlankRichText('<p> &nbsp;</p><p><br></p>')).toBe(true);
    expect(isBlankRichText('<p><img src="/uploads/2026/01/a.png"></p>')).toBe(false);
    expect(isBlankRichText('<p>0</p>')).toBe(false);
  });
});

test('the group form: a name, then at least one user', () => {
  expect(emailGroupProblem({ name: '  ', users: [] })).toBe('Please input group name');
  expect(emailGroupProblem({ name: 'Club', users: [] })).toBe('Please select users');
  expect(emailGroupProblem({ name: 'Club', users: ['u1'] })).toBeUndefined();
});

describe('what the admin is told after Send', () => {
  test('by status: Sent, Failed, Partially successful naming the refused addresses, or still being sent', () => {
    expect(sendEmailResultMessage({ status: 1, failEmails: [], total: 3 })).toBe('Email sent successfully');
    expect(sendEmailResultMessage({ status: 2, failEmails: ['a@x.com'], total: 1 })).toBe('Email sent failed');
    expect(sendEmailResultMessage({ status: 3, failEmails: ['a@x.com', 'b@x.com'], total: 5 })).toBe('a@x.com, b@x.com sent failed');
    expect(sendEmailResultMessage({ status: 0, failEmails: [], total: 500 })).toBe('The e-mail is being sent to 500 people; the e-mail list shows how far it has got.');
  });

  test('many refused addresses are named up to five, then counted', () => {
    const failed = Array.from({ length: 8 }, (_, i) => `p${i}@x.com`);
    expect(sendEmailResultMessage({ status: 3, failEmails: failed, total: 20 })).toBe('p0@x.com, p1@x.com, p2@x.com, p3@x.com, p4@x.com and 3 more sent failed');
  });
});

test('a table cell names the first three and counts the rest', () => {
  expect(summarise(['a', 'b'], adminText)).toBe('a, b');
  expect(summarise(['a', 'b', 'c', 'd', 'e'], adminText)).toBe('a, b, c and 2 more');
});
