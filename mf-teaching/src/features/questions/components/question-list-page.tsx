import { Link } from 'react-router';
import type { QuestionView } from '@tp/contracts/questions';
import { QUESTION_PAGE_SIZE } from '@tp/contracts/questions';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { Table } from '@tp/web-kit/ui/table';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { ListRowActions } from '../../../components/list-row-actions';
import { ListToolbar } from '../../../components/list-toolbar';
import { useTeacherList } from '../../../components/use-teacher-list';
import { fetchReportCounts } from '../api/question-reports';
import { copyQuestion, createQuestion, deleteQuestion, fetchTeacherQuestions } from '../api/teacher-questions';
import { QUESTION_TYPE_LABELS, questionTitle, updatedWhen } from '../utils/question-labels';
import { QuestionImportActions } from './question-import-actions';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import './question-list-page.css';

/** /teach/questionlist, My Questions: search, language, create, import, edit, copy, delete; 100 a page. */
export function QuestionListPage() {
  const t = useTeachingTexts();
  const { data, loading, error, reload, page, setPage, filters, act, creating, createAndEdit } = useTeacherList({
    load: ({ search, language, page }, signal) => fetchTeacherQuestions(search, language, page, signal),
    create: createQuestion,
    editPath: (question) => `/teach/question/${question._id}/edit`,
    created: 'Add success',
  });
  // Students' open bug reports on each question (self-practice): a badge leading to the edit page's reports.
  const reports = useApi((signal) => fetchReportCounts(signal), []);

  // Deleting the only row of a later page would leave an empty page: show the one before it instead.
  const afterDelete = () => (page > 1 && data?.list.length === 1 ? setPage(page - 1) : reload());

  return (
    <div className="tp-question-list">
      <Card>
        <ListToolbar
          title={t('myQuestions')}
          languageLabel={t('questionWord')}
          searchLabel={t('questionsWord')}
          createLabel={t('createQuestion')}
          onCreate={createAndEdit}
          creating={creating}
          {...filters}
        >
          <QuestionImportActions language={filters.language} onImported={() => reload()} />
        </ListToolbar>
        {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, t('questionsNotLoaded'))} /> : null}
        {loading && !data ? (
          <Loading />
        ) : (
          <Table<QuestionView>
            rowKey="_id"
            loading={loading}
            dataSource={error ? [] : data?.list}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: inInterfaceLanguage('No question found, change language or search again') }}
            pagination={{ current: page, pageSize: QUESTION_PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
            columns={[
              {
                title: t('name'),
                key: 'name',
                render: (_, question) => {
                  const open = reports.data?.get(question._id) ?? 0;
                  return (
                    <span className="tp-question-list-name">
                      <Link to={`/teach/question/${question._id}/edit`}>{questionTitle(question)}</Link>
                      {open > 0 && (
                        <Link to={`/teach/question/${question._id}/edit#reports`} aria-label={t('reportsToRead', { reports: open === 1 ? t('oneReport') : t('reports', { count: open }), name: questionTitle(question) })}>
                          <ToneTag tone="bad">{open === 1 ? t('oneReport') : t('reports', { count: open })}</ToneTag>
                        </Link>
                      )}
                    </span>
                  );
                },
              },
              { title: t('type'), key: 'type', render: (_, question) => QUESTION_TYPE_LABELS[question.isChoice] },
              { title: t('difficulty'), dataIndex: 'difficuty' },
              { title: t('source'), key: 'source', render: (_, question) => question.sourceName ?? '' },
              { title: t('category'), dataIndex: 'category' },
              { title: t('updated'), key: 'updated', render: (_, question) => updatedWhen(question.updatedAt) },
              {
                title: t('actions'),
                key: 'actions',
                render: (_, question) => {
                  return (
                    <ListRowActions
                      className="tp-question-list-actions"
                      name={questionTitle(question)}
                      editTo={`/teach/question/${question._id}/edit`}
                      onCopy={() => act(() => copyQuestion(question._id), 'Add success')}
                      onDelete={() => act(() => deleteQuestion(question._id), 'Delete success', afterDelete)}
                    />
                  );
                },
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
