import { useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import type { QuestionView } from '@tp/contracts/questions';
import { errorMessage } from '@tp/web-kit/api-error';
import { useApi } from '@tp/web-kit/use-api';
import { useSession } from '@tp/web-kit/use-session';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Table } from '@tp/web-kit/ui/table';
import { Tooltip } from '@tp/web-kit/ui/tooltip';
import { Tree } from '@tp/web-kit/ui/tree';
import { fetchLibraryQuestions, fetchMyLibraries } from '../api/teacher-library';
import { libraryTreeData, QUESTION_TYPE_LABELS, textPreview, type LibraryTreeNode, type TreeNodePath } from '@tp/web-kit/library-tree-data';
import { SourceFilter } from './source-filter';
import './teacher-library-page.css';

/** /teacher/library ('My Library'): the libraries bound to the teacher, and the questions filed at a chosen node. */
export function TeacherLibraryPage() {
  const libraries = useApi((signal) => fetchMyLibraries(signal), []);
  const [selected, setSelected] = useState<{ key: string; path: TreeNodePath }>();
  const [sourceId, setSourceId] = useState<string>();

  return (
    <div className="tp-teacher-library">
      <h1>My Library</h1>
      <div className="tp-teacher-library-body">
        <Card className="tp-teacher-library-tree" title="Library">
          {libraries.error ? <Alert type="error" showIcon role="alert" title={errorMessage(libraries.error, 'The library could not be loaded')} /> : null}
          {libraries.data && libraries.data.length === 0 ? <p>No library found</p> : null}
          {libraries.data ? (
            // A teacher has few libraries: all open at once (the tree mounts with them, so it can open them).
            <Tree<LibraryTreeNode>
              aria-label="Library tree"
              treeData={libraryTreeData(libraries.data)}
              defaultExpandAll
              selectedKeys={selected ? [selected.key] : []}
              onSelect={(_, { node }) => setSelected({ key: node.key, path: node.path })}
              blockNode
            />
          ) : null}
        </Card>
        <Card className="tp-teacher-library-list" title="Questions">
          <SourceFilter onApply={setSourceId} />
          {selected ? <QuestionList key={`${selected.key}:${sourceId ?? ''}`} path={selected.path} sourceId={sourceId} /> : <p>Choose a library, chapter or section.</p>}
        </Card>
      </div>
    </div>
  );
}

function QuestionList({ path, sourceId }: { path: TreeNodePath; sourceId: string | undefined }) {
  const user = useSession();
  const [page, setPage] = useState(1);
  const { data, loading, error } = useApi((signal) => fetchLibraryQuestions(path, sourceId, page, signal), [path, sourceId, page]);
  if (error) return <Alert type="error" showIcon role="alert" title={errorMessage(error, 'The questions could not be loaded')} />;
  // Another teacher's question opens only for them (or an administrator): its edit page would refuse this teacher.
  const mayEdit = (q: QuestionView) => !!user && (user.isAdmin || q.user._id === user._id);
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
        { title: 'Source', key: 'source', render: (_, q) => q.sourceName ?? '' },
        { title: 'Question', key: 'text', render: (_, q) => <span className="tp-teacher-library-text">{textPreview(q.qText)}</span> },
        {
          title: 'Edit',
          key: 'edit',
          render: (_, q) =>
            mayEdit(q) ? (
              <a href={`/teach/question/${q._id}/edit`} target="_blank" rel="noopener noreferrer" aria-label={`Edit ${q.name || 'question'}`}>
                <EditOutlined />
              </a>
            ) : (
              <Tooltip title="Only the teacher who wrote it can edit this question">
                <Button type="text" size="small" disabled icon={<EditOutlined />} aria-label={`Edit ${q.name || 'question'} (not yours)`} />
              </Tooltip>
            ),
        },
      ]}
    />
  );
}
