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
import './question-list-page.css';

/** /teach/questionlist, My Questions: search, language, create, import, edit, copy, delete; 100 a page. */
export function QuestionListPage() {
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
          title="My Questions"
          languageLabel="Question"
          searchLabel="questions"
          createLabel="Create Question"
          onCreate={createAndEdit}
          creating={creating}
          {...filters}
        >
          <QuestionImportActions language={filters.language} onImported={() => reload()} />
        </ListToolbar>
        {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, 'Your questions could not be loaded')} /> : null}
        {loading && !data ? (
          <Loading />
        ) : (
          <Table<QuestionView>
            rowKey="_id"
            loading={loading}
            dataSource={error ? [] : data?.list}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'No question found, change language or search again' }}
            pagination={{ current: page, pageSize: QUESTION_PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
            columns={[
              {
                title: 'Name',
                key: 'name',
                render: (_, question) => {
                  const open = reports.data?.get(question._id) ?? 0;
                  return (
                    <span className="tp-question-list-name">
                      <Link to={`/teach/question/${question._id}/edit`}>{questionTitle(question)}</Link>
                      {open > 0 && (
                        <Link to={`/teach/question/${question._id}/edit#reports`} aria-label={`${open} report${open === 1 ? '' : 's'} from students to read on ${questionTitle(question)}`}>
                          <ToneTag tone="bad">{open} report{open === 1 ? '' : 's'}</ToneTag>
                        </Link>
                      )}
                    </span>
                  );
                },
              },
              { title: 'Type', key: 'type', render: (_, question) => QUESTION_TYPE_LABELS[question.isChoice] },
              { title: 'Difficulty', dataIndex: 'difficuty' },
              { title: 'Source', key: 'source', render: (_, question) => question.sourceName ?? '' },
              { title: 'Category', dataIndex: 'category' },
              { title: 'Updated', key: 'updated', render: (_, question) => updatedWhen(question.updatedAt) },
              {
                title: 'Actions',
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
