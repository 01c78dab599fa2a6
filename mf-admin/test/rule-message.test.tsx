import { describe, expect, test } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { emailGroupProblem, sendEmailProblem, sendEmailResultMessage } from '@tp/contracts/admin-emails';
import { maxResourcesProblem } from '@tp/contracts/library';
import { firstProblem, productUpdateRequest } from '@tp/contracts/product-rules';
import type { ContentLanguage } from '@tp/web-kit/content-language';
import { InterfaceLanguage } from '@tp/web-kit/i18n/messages';
import { loadLanguage } from '@tp/web-kit/i18n/site-i18n';
import { useRuleMessage } from '../src/components/rule-message';

async function readerIn(language: ContentLanguage) {
  await loadLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => <InterfaceLanguage value={{ language, ready: true }}>{children}</InterfaceLanguage>;
  return renderHook(() => useRuleMessage(), { wrapper }).result.current;
}

const good = { title: 'News', content: '<p>Hello</p>', recipient: ['a@x.com'], emailGroup: [] };
const failed = Array.from({ length: 8 }, (_, i) => `p${i}@x.com`);

// What the admin's forms are told, as the contracts (and the services, in the same words) say it.
const CONTRACT_MESSAGES = [
  sendEmailProblem({ ...good, title: ' ' }),
  sendEmailProblem({ ...good, title: 'x'.repeat(201) }),
  sendEmailProblem({ ...good, content: '<p><br></p>' }),
  sendEmailProblem({ ...good, recipient: [] }),
  sendEmailProblem({ ...good, recipient: Array.from({ length: 1001 }, (_, i) => `u${i}@x.com`) }),
  sendEmailProblem({ ...good, emailGroup: Array.from({ length: 101 }, (_, i) => `g${i}`) }),
  sendEmailProblem({ ...good, recipient: ['nope'] }),
  emailGroupProblem({ name: ' ', users: [] }),
  emailGroupProblem({ name: 'x'.repeat(101), users: ['u1'] }),
  emailGroupProblem({ name: 'Club', users: [] }),
  emailGroupProblem({ name: 'Club', users: Array.from({ length: 5001 }, (_, i) => i) }),
  sendEmailResultMessage({ status: 1, failEmails: [], total: 3 }),
  sendEmailResultMessage({ status: 2, failEmails: ['a@x.com'], total: 1 }),
  sendEmailResultMessage({ status: 3, failEmails: ['a@x.com'], total: 2 }),
  sendEmailResultMessage({ status: 3, failEmails: failed, total: 20 }),
  sendEmailResultMessage({ status: 0, failEmails: [], total: 1 }),
  sendEmailResultMessage({ status: 0, failEmails: [], total: 500 }),
  maxResourcesProblem('many'),
  maxResourcesProblem('0'),
  firstProblem(productUpdateRequest, { name: ' ' }),
  firstProblem(productUpdateRequest, { name: 'x'.repeat(201) }),
  firstProblem(productUpdateRequest, { brand: 'x'.repeat(101) }),
  firstProblem(productUpdateRequest, { category: 'x'.repeat(101) }),
  firstProblem(productUpdateRequest, { description: 'x'.repeat(5001) }),
  firstProblem(productUpdateRequest, { price: Number.NaN }),
  firstProblem(productUpdateRequest, { price: -1 }),
  firstProblem(productUpdateRequest, { price: 2_000_000 }),
  firstProblem(productUpdateRequest, { price: 1.234 }),
  firstProblem(productUpdateRequest, { image: 'http://x.com/a.png' }),
  firstProblem(productUpdateRequest, { countInStock: 1.5 }),
  firstProblem(productUpdateRequest, { countInStock: 2_000_000 }),
].map((message) => message ?? 'no message');

describe("the rules' messages on the admin's screens", () => {
  test('in Chinese, every message the contracts give is translated, with its numbers and addresses', async () => {
    const say = await readerIn('zh');
    const untranslated = CONTRACT_MESSAGES.filter((message) => !/[\u4e00-\u9fff]/.test(say(message)!));
    expect(untranslated).toEqual([]);
    expect(say(sendEmailResultMessage({ status: 3, failEmails: failed, total: 20 }))).toBe('p0@x.com, p1@x.com, p2@x.com, p3@x.com, p4@x.com 等另外 3 个地址发送失败');
    expect(say('"nope" is not a valid e-mail address.')).toBe('“nope”不是有效的邮箱地址。');
  });

  test('in English, and for any other text, the message is as it came', async () => {
    const say = await readerIn('en');
    for (const message of CONTRACT_MESSAGES) expect(say(message)).toBe(message);
    const sayInChinese = await readerIn('zh');
    expect(sayInChinese('Passwords do not match')).toBe('Passwords do not match');
    expect(sayInChinese('User already exists')).toBe('User already exists');
  });
});
