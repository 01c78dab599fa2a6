import { useState } from 'react';
import { Link } from 'react-router';
import type { QuestionView } from '@tp/contracts/questions';
import { QUESTION_PAGE_SIZE } from '@tp/contracts/questions';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { navigate } from '@tp/web-kit/navigate';
import { useApi } from '@tp/web-kit/use-api';
import { useContentLanguage } from '@tp/web-kit/use-content-language';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { message } from '@tp/web-kit/ui/message';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { Table } from '@tp/web-kit/ui/table';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { fetchReportCounts } from '../api/question-reports';
import { copyQuestion, createQuestion, deleteQuestion, fetchTeacherQuestions } from '../api/teacher-questions';
import { QUESTION_TYPE_LABELS, questionTitle, updatedWhen } from '../utils/question-labels';
import { QuestionImportActions } from './question-import-actions';
import './question-list-page.css';
import { ListToolbar } from '../../../components/list-toolbar';


/** /teach/questionlist, My Questions: search, language, create, import, edit, copy, delete; 100 a page. */
export function QuestionListPage() {
  const [language, setLanguage] = useContentLanguage();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const { data, loading, error, reload } = useApi((signal) => fetchTeacherQuestions(search, language, page, signal), [search, language, page]);
  // Students' open bug reports on each question (self-practice): a badge leading to the edit page's reports.
  const reports = useApi((signal) => fetchReportCounts(signal), []);

  const act = async (run: () => Promise<void>, done: string, afterwards = reload) => {
    try {
      await run();
      message.success(done);
      afterwards();
    } catch (failure) {
      // e.g. deleting a question that homework uses: the server says which homework.
      message.error(errorMessage(failure));
    }
  };

  // Deleting the only row of a later page would leave an empty page: show the one before it instead.
  const afterDelete = () => (page > 1 && data?.list.length === 1 ? setPage(page - 1) : reload());

  // Creating a question goes straight to its edit page.
  const create = async () => {
    setCreating(true);
    try {
      const question = await createQuestion(language);
      message.success('Add success');
      navigate(`/teach/question/${question._id}/edit`);
    } catch (failure) {
      message.error(errorMessage(failure));
      setCreating(false);
    }
  };

  return (
    <div className="tp-question-list">
      <Card>
        <ListToolbar
          title="My Questions"
          languageLabel="Question"
          searchLabel="questions"
          language={language}
          onLanguage={(next) => {
            setLanguage(next);
            setPage(1);
          }}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
        >
          <Button type="primary" onClick={create} loading={creating}>
            Create Question
          </Button>
          <QuestionImportActions language={language} onImported={() => reload()} />
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
                  const title = questionTitle(question);
                  return (
                    <span className="tp-question-list-actions">
                      <Link to={`/teach/question/${question._id}/edit`} aria-label={`Edit ${title}`}>
                        Edit
                      </Link>
                      <Button type="link" onClick={() => act(() => copyQuestion(question._id), 'Add success')} aria-label={`Copy ${title}`}>
                        Copy
                      </Button>
                      <Popconfirm
                        title="Are you sure"
                        description={`Delete ${title}?`}
                        okText="Delete"
                        okButtonProps={{ danger: true }}
                        onConfirm={() => act(() => deleteQuestion(question._id), 'Delete success', afterDelete)}
                      >
                        <Button type="link" danger aria-label={`Delete ${title}`}>
                          Delete
                        </Button>
                      </Popconfirm>
                    </span>
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
