import { useState } from 'react';
import type { TableColumnType } from 'antd';
import { QUESTION_PAGE_SIZE, type QuestionPage, type QuestionView } from '@tp/contracts/questions';
import { errorMessage } from '@tp/web-kit/api-error';
import { QUESTION_TYPE_LABELS, textPreview } from '@tp/web-kit/library-tree-data';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Table } from '@tp/web-kit/ui/table';
import './library-browser.css';

interface LibraryQuestionTableProps {
  /** Reads one page (QUESTION_PAGE_SIZE questions) of the chosen node. */
  fetchPage: (page: number, signal: AbortSignal) => Promise<QuestionPage>;
  /** Shows each question's source (the teacher's list, which filters by it). */
  showSource?: boolean;
  /** A last column, e.g. the teacher's Edit. */
  actionColumn?: TableColumnType<QuestionView>;
}

/**
 * The questions filed at a library node, QUESTION_PAGE_SIZE a page. It reads its pages with the `fetchPage` it
 * mounted with: give it a new `key` for another node or filter (it starts again at page 1).
 */
export function LibraryQuestionTable({ fetchPage, showSource = false, actionColumn }: LibraryQuestionTableProps) {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useApi((signal) => fetchPage(page, signal), [page]);
  if (error) return <Alert type="error" showIcon role="alert" title={errorMessage(error, 'The questions could not be loaded')} />;
  const columns: TableColumnType<QuestionView>[] = [
    { title: 'Name', dataIndex: 'name', render: (name: string) => name || '(no name)' },
    { title: 'Type', key: 'type', render: (_, q) => QUESTION_TYPE_LABELS[q.isChoice] },
    { title: 'Difficulty', dataIndex: 'difficuty' },
    { title: 'Teacher', key: 'teacher', render: (_, q) => q.user.name },
    ...(showSource ? [{ title: 'Source', key: 'source', render: (_: unknown, q: QuestionView) => q.sourceName ?? '' }] : []),
    { title: 'Question', key: 'text', render: (_, q) => <span className="tp-library-browser-text">{textPreview(q.qText)}</span> },
    ...(actionColumn ? [actionColumn] : []),
  ];
  return (
    <Table<QuestionView>
      rowKey="_id"
      loading={loading}
      dataSource={data?.list}
      locale={{ emptyText: 'No Question' }}
      pagination={{ current: page, pageSize: QUESTION_PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPage }}
      scroll={{ x: 'max-content' }}
      columns={columns}
    />
  );
}
