import { useState } from 'react';
import type { QuestionView } from '@tp/contracts/questions';
import { errorMessage } from '@tp/web-kit/api-error';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { Table } from '@tp/web-kit/ui/table';
import { Tree } from '@tp/web-kit/ui/tree';
import { fetchLibraries, fetchLibraryQuestions } from '../api/library-questions';
import { libraryTreeData, QUESTION_TYPE_LABELS, textPreview, type LibraryTreeNode, type TreeNodePath } from '@tp/web-kit/library-tree-data';
import './library-questions-page.css';

/** /admin/libraryQuestion ('My Library'): the whole tree, and the questions filed at the chosen node (read-only). */
export function LibraryQuestionsPage() {
  const libraries = useApi((signal) => fetchLibraries(signal), []);
  const [selected, setSelected] = useState<{ key: string; path: TreeNodePath }>();

  return (
    <div className="tp-library-questions">
      <h1>My Library</h1>
      <div className="tp-library-questions-body">
        <Card className="tp-library-questions-tree" title="Library">
          {libraries.error ? <Alert type="error" showIcon role="alert" title={errorMessage(libraries.error, 'The library could not be loaded')} /> : null}
          {libraries.data && libraries.data.length === 0 ? <p>No library found</p> : null}
          <Tree<LibraryTreeNode>
            aria-label="Library tree"
            treeData={libraryTreeData(libraries.data ?? [])}
            selectedKeys={selected ? [selected.key] : []}
            onSelect={(_, { node }) => setSelected({ key: node.key, path: node.path })}
            blockNode
          />
        </Card>
        <Card className="tp-library-questions-list" title="Questions">
          {selected ? <QuestionList key={selected.key} path={selected.path} /> : <p>Choose a library, chapter or section.</p>}
        </Card>
      </div>
    </div>
  );
}

function QuestionList({ path }: { path: TreeNodePath }) {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useApi((signal) => fetchLibraryQuestions(path, page, signal), [path, page]);
  if (error) return <Alert type="error" showIcon role="alert" title={errorMessage(error, 'The questions could not be loaded')} />;
  return (
    <Table<QuestionView>
      rowKey="_id"
      loading={loading}
      dataSource={data?.list}
      locale={{ emptyText: 'No Question' }}
      pagination={{ current: page, pageSize: 100, total: data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPage }}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'Name', dataIndex: 'name', render: (name: string) => name || '(no name)' },
        { title: 'Type', key: 'type', render: (_, q) => QUESTION_TYPE_LABELS[q.isChoice] },
        { title: 'Difficulty', dataIndex: 'difficuty' },
        { title: 'Teacher', key: 'teacher', render: (_, q) => q.user.name },
        { title: 'Question', key: 'text', render: (_, q) => <span className="tp-library-questions-text">{textPreview(q.qText)}</span> },
      ]}
    />
  );
}
