import { useState } from 'react';
import { moveQuestion, type HomeworkWithQuestions } from '@tp/contracts/homework';
import type { QuestionView } from '@tp/contracts/questions';
import { errorMessage } from '@tp/web-kit/api-error';
import { useApi } from '@tp/web-kit/use-api';
import { useTransferLabels } from '@tp/web-kit/use-transfer-labels';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Table } from '@tp/web-kit/ui/table';
import { Transfer } from '@tp/web-kit/ui/transfer';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { useEditorTexts } from '../../../components/editor-texts';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { addQuestions, fetchTeacherQuestions, removeQuestions, reorderQuestions } from '../api/homework-edit';


/**
 * The teacher's questions in the homework's language (left) and the homework's (right): moving them calls batch add
 * or remove. Below, the homework's order, changed one step at a time.
 */
export function HomeworkQuestions({ homework, onChanged }: { homework: HomeworkWithQuestions; onChanged: () => void }) {
  const t = useEditorTexts();
  const shared = useTeachingTexts();
  const titleOf = (question: Pick<QuestionView, 'name' | '_id'>) => question.name || t('untitledQuestionId', { id: question._id.slice(0, 8) });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const transferBox = useTransferLabels();
  const questions = useApi((signal) => fetchTeacherQuestions(homework.language, signal), [homework.language]);
  const inHomework = homework.questionList.map((question) => question._id);

  const run = async (change: () => Promise<void>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await change();
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  // Batch add and remove do nothing on an empty selection.
  const transfer = (direction: 'left' | 'right', moved: string[]) => {
    if (moved.length === 0) return;
    void run(() => (direction === 'right' ? addQuestions(homework._id, moved) : removeQuestions(homework._id, moved)));
  };

  const move = (index: number, direction: 'up' | 'down') => {
    const order = moveQuestion(inHomework, index, direction);
    if (order) void run(() => reorderQuestions(homework._id, order));
  };

  // Questions of the homework that the list does not hold (another language) still show on the right.
  const known = new Set((questions.data ?? []).map((question) => question._id));
  const dataSource = [
    ...(questions.data ?? []).map((question) => ({ key: question._id, title: titleOf(question) })),
    ...homework.questionList.filter((question) => !known.has(question._id)).map((question) => ({ key: question._id, title: titleOf(question) })),
  ];

  return (
    <div>
      {problem ? <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} /> : null}
      {questions.error ? <Alert type="error" showIcon role="alert" title={errorMessage(questions.error, shared('questionsNotLoaded'))} style={{ marginBottom: 16 }} /> : null}
      <div ref={transferBox}>
        <Transfer
          styles={{ section: { flex: '1 1 0', minWidth: 0, height: 360 } }}
          dataSource={dataSource}
          targetKeys={inHomework}
          onChange={(_keys, direction, moved) => transfer(direction, moved.map(String))}
          render={(item) => item.title}
          titles={[t('myQuestions'), t('inThisHomework')]}
          actions={[t('add'), t('remove')]}
          showSearch
          disabled={busy}
          locale={{ notFoundContent: <span className="tp-homework-edit-empty">{inInterfaceLanguage('No Question')}</span>, searchPlaceholder: t('searchQuestions') }}
        />
      </div>
      <div className="tp-homework-edit-order">
        <h2>{t('order')}</h2>
        <Table<QuestionView>
          rowKey="_id"
          size="small"
          pagination={false}
          dataSource={homework.questionList}
          locale={{ emptyText: inInterfaceLanguage('No Question') }}
          columns={[
            { title: '#', key: 'index', width: 48, render: (_, _question, index) => index + 1 },
            { title: t('question'), key: 'name', render: (_, question) => titleOf(question) },
            {
              title: t('order'),
              key: 'order',
              width: 200,
              render: (_, question, index) => (
                <span>
                  <Button type="link" disabled={busy || moveQuestion(inHomework, index, 'up') === null} onClick={() => move(index, 'up')} aria-label={t('moveUp', { name: titleOf(question) })}>
                    {t('up')}
                  </Button>
                  <Button type="link" disabled={busy || moveQuestion(inHomework, index, 'down') === null} onClick={() => move(index, 'down')} aria-label={t('moveDown', { name: titleOf(question) })}>
                    {t('down')}
                  </Button>
                </span>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
