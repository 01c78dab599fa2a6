import { describe, test } from 'vitest';
import { screen } from '@testing-library/react';
import { QuestionImportActions } from '../src/features/questions/components/question-import-actions';
import { aUser, renderPage, useFakeApi } from '../../packages/web-kit/test/support/render-page';
import { interfaceIn } from '../../packages/web-kit/test/support/interface-language';

useFakeApi();
const teacher = aUser({ _id: 'teacher-1', name: 'Tess Teacher', role: 'Teacher' });

// (An upload and its refusal stay browser tests: jsdom sends the upload's XMLHttpRequest as from another origin, and
// the stand-in gateway does not answer the preflight.)
describe.each([
  { language: 'en' as const, batchCreate: 'Batch Create', template: 'Download Template' },
  { language: 'zh' as const, batchCreate: '批量创建', template: '下载模板' },
])('the question import in $language', (texts) => {
  test('offers Batch Create and the template in the interface\'s language', async () => {
    await interfaceIn(texts.language);
    renderPage('/teach/questionlist', '/teach/questionlist', <QuestionImportActions language="en" onImported={() => {}} />, teacher);

    await screen.findByText(texts.batchCreate, { selector: 'button span' });
    screen.getByText(texts.template, { selector: 'a span' });
  });
});
