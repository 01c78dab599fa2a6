import { useState } from 'react';
import type { TableColumnType } from 'antd';
import { QUESTION_PAGE_SIZE, type QuestionPage, type QuestionView } from '@tp/contracts/questions';
import { errorMessage } from '@tp/web-kit/api-error';
import { textPreview } from '@tp/web-kit/library-tree-data';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Table } from '@tp/web-kit/ui/table';
import { useKitScreensTexts } from '@tp/web-kit/i18n/kit-screens-texts';
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
/** A question's type (its `isChoice`) as the list names it. */
const TYPE_TEXTS = { 0: 'singleChoice', 1: 'multipleChoice', 2: 'freeResponse' } as const;

export function LibraryQuestionTable({ fetchPage, showSource = false, actionColumn }: LibraryQuestionTableProps) {
  const t = useKitScreensTexts();
  const [page, setPage] = useState(1);
  const { data, loading, error } = useApi((signal) => fetchPage(page, signal), [page]);
  if (error) return <Alert type="error" showIcon role="alert" title={errorMessage(error, t('questionsNotLoaded'))} />;
  const columns: TableColumnType<QuestionView>[] = [
    { title: t('name'), dataIndex: 'name', render: (name: string) => name || t('noName') },
    { title: t('type'), key: 'type', render: (_, q) => t(TYPE_TEXTS[q.isChoice]) },
    { title: t('difficulty'), dataIndex: 'difficuty' },
    { title: t('teacher'), key: 'teacher', render: (_, q) => q.user.name },
    ...(showSource ? [{ title: t('source'), key: 'source', render: (_: unknown, q: QuestionView) => q.sourceName ?? '' }] : []),
    { title: t('question'), key: 'text', render: (_, q) => <span className="tp-library-browser-text">{textPreview(q.qText)}</span> },
    ...(actionColumn ? [actionColumn] : []),
  ];
  return (
    <Table<QuestionView>
      rowKey="_id"
      loading={loading}
      dataSource={data?.list}
      locale={{ emptyText: inInterfaceLanguage('No Question') }}
      pagination={{ current: page, pageSize: QUESTION_PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPage }}
      scroll={{ x: 'max-content' }}
      columns={columns}
    />
  );
}
