import { memo } from 'react';
import { afterEach, expect, test } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { defineTexts, InterfaceLanguage } from '@tp/web-kit/i18n/messages';

const { useTexts } = defineTexts('texts-arrive-test', { en: { hello: 'Hello' }, zh: { hello: '你好' } });

afterEach(cleanup);

test('when a root\'s Chinese texts arrive, its memoized parts are drawn again with a new translator', () => {
  const translators: unknown[] = [];
  const Greeting = memo(function Greeting() {
    const t = useTexts();
    translators.push(t);
    return <p>{t('hello')}</p>;
  });
  const tree = <Greeting />;

  const { rerender } = render(<InterfaceLanguage value={{ language: 'zh', ready: false }}>{tree}</InterfaceLanguage>);
  rerender(<InterfaceLanguage value={{ language: 'zh', ready: true }}>{tree}</InterfaceLanguage>);

  expect(translators).toHaveLength(2);
  expect(translators[1]).not.toBe(translators[0]);
});
