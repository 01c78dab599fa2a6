import type { LibraryChapter, LibrarySection, LibraryView } from '@tp/contracts/library';
import { Button } from '@tp/web-kit/ui/button';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { Table } from '@tp/web-kit/ui/table';
import { Tag } from '@tp/web-kit/ui/tag';
import type { Direction, NodePath } from '../api/library';
import { NodeActions } from './node-actions';
import { useAdminTexts } from '../../../components/admin-texts';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';

/** What the table asks the page to do with a node of the tree. */
export interface TreeHandlers {
  add: (parent: NodePath, kind: 'chapter' | 'section', parentName: string) => void;
  rename: (path: NodePath, kind: 'library' | 'chapter' | 'section', name: string) => void;
  move: (path: NodePath, direction: Direction) => void;
  remove: (path: NodePath) => Promise<void>;
  bind: (library: LibraryView) => void;
  unbind: (library: LibraryView, teacher: { _id: string; name: string }) => Promise<void>;
}

interface LibraryTableProps {
  libraries: LibraryView[] | undefined;
  loading: boolean;
  handlers: TreeHandlers;
}

/** /admin/library: libraries › chapters › sections, each level a table that expands into the next. */
export function LibraryTable({ libraries, loading, handlers }: LibraryTableProps) {
  const t = useAdminTexts();
  return (
    <Table<LibraryView>
      rowKey="_id"
      loading={loading}
      dataSource={libraries}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('noLibraryFound') }}
      expandable={{ expandedRowRender: (library) => <ChapterTable library={library} handlers={handlers} />, rowExpandable: () => true }}
      columns={[
        { title: t('library'), dataIndex: 'name' },
        {
          title: t('teachers'),
          key: 'teachers',
          render: (_, library) => (
            <span className="tp-library-teachers">
              {library.teacher.map((teacher) => (
                <Tag key={teacher._id}>
                  {teacher.name}
                  <Popconfirm title={inInterfaceLanguage('Are you sure')} description={t('unbindQuestion', { teacher: teacher.name, library: library.name })} okText={t('unbind')} onConfirm={() => handlers.unbind(library, teacher)}>
                    <Button type="link" size="small" aria-label={t('unbindNamed', { teacher: teacher.name, library: library.name })}>
                      ×
                    </Button>
                  </Popconfirm>
                </Tag>
              ))}
              <Button size="small" onClick={() => handlers.bind(library)} aria-label={t('bindTeacherTo', { name: library.name })}>
                {t('bindTeacher')}
              </Button>
            </span>
          ),
        },
        {
          title: t('actions'),
          key: 'actions',
          render: (_, library) => {
            const path = { libraryId: library._id };
            return (
              <NodeActions
                kind="library"
                name={library.name}
                onAdd={() => handlers.add(path, 'chapter', library.name)}
                onEdit={() => handlers.rename(path, 'library', library.name)}
                onMove={(direction) => handlers.move(path, direction)}
                onDelete={() => handlers.remove(path)}
              />
            );
          },
        },
      ]}
    />
  );
}

function ChapterTable({ library, handlers }: { library: LibraryView; handlers: TreeHandlers }) {
  const t = useAdminTexts();
  return (
    <Table<LibraryChapter>
      rowKey="_id"
      size="small"
      dataSource={library.chapter}
      pagination={false}
      locale={{ emptyText: t('noChapterFound') }}
      expandable={{ expandedRowRender: (chapter) => <SectionTable library={library} chapter={chapter} handlers={handlers} />, rowExpandable: () => true }}
      columns={[
        { title: t('chapter'), dataIndex: 'name' },
        {
          title: t('actions'),
          key: 'actions',
          render: (_, chapter) => {
            const path = { libraryId: library._id, chapterId: chapter._id };
            return (
              <NodeActions
                kind="chapter"
                name={chapter.name}
                onAdd={() => handlers.add(path, 'section', chapter.name)}
                onEdit={() => handlers.rename(path, 'chapter', chapter.name)}
                onMove={(direction) => handlers.move(path, direction)}
                onDelete={() => handlers.remove(path)}
              />
            );
          },
        },
      ]}
    />
  );
}

function SectionTable({ library, chapter, handlers }: { library: LibraryView; chapter: LibraryChapter; handlers: TreeHandlers }) {
  const t = useAdminTexts();
  return (
    <Table<LibrarySection>
      rowKey="_id"
      size="small"
      dataSource={chapter.section}
      pagination={false}
      locale={{ emptyText: t('noSectionFound') }}
      columns={[
        { title: t('section'), dataIndex: 'name' },
        {
          title: t('actions'),
          key: 'actions',
          render: (_, section) => {
            const path = { libraryId: library._id, chapterId: chapter._id, sectionId: section._id };
            return (
              <NodeActions
                kind="section"
                name={section.name}
                onEdit={() => handlers.rename(path, 'section', section.name)}
                onMove={(direction) => handlers.move(path, direction)}
                onDelete={() => handlers.remove(path)}
              />
            );
          },
        },
      ]}
    />
  );
}
