import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import type { TeacherSource } from '@tp/contracts/sources';
import { errorMessage } from '@tp/web-kit/api-error';
import { useSession } from '@tp/web-kit/use-session';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { Modal } from '@tp/web-kit/ui/modal';
import { Table } from '@tp/web-kit/ui/table';
import { useEditorTexts } from '../editor-texts';
import { useTeachingTexts } from '../teaching-texts';
import { SourceActions } from './source-actions';
import { SourceNameModal } from './source-name-modal';
import { deleteSource, SOURCE_PAGE_SIZE } from './sources-api';
import { useSourceList } from './use-source-list';
import './source-picker.css';

/** A source as a form keeps it. */
export interface PickedSource {
  _id: string;
  name: string;
}

interface SourcePickerModalProps {
  open: boolean;
  onCancel: () => void;
  onSelect: (sources: PickedSource[]) => void;
  /** Several sources (a class) or exactly one (a question). */
  multiple?: boolean;
}

/** What the name dialog is doing: adding a source, renaming one, or closed. */
type Naming = { source?: TeacherSource } | null;

/**
 * Source picker: the school's shared sources, searched and paged by 10, where a teacher also adds, renames and
 * deletes sources; Select is disabled until one is ticked. Shared by the class and question forms.
 */
export function SourcePickerModal({ open, onCancel, onSelect, multiple = true }: SourcePickerModalProps) {
  const t = useEditorTexts();
  const shared = useTeachingTexts();
  const user = useSession();
  const list = useSourceList(open);
  const [picked, setPicked] = useState<TeacherSource[]>([]);
  const [naming, setNaming] = useState<Naming>(null);
  // The server's rule (question-bank): only the creator or an administrator changes a source.
  const mayChange = (source: TeacherSource) => Boolean(user?.isAdmin) || source.creator._id === user?._id;

  const close = () => {
    setPicked([]);
    onCancel();
  };

  const saved = (source: TeacherSource) => {
    message.success(naming?.source ? 'Successfully saved' : 'Add success');
    setNaming(null);
    setPicked((current) => current.map((kept) => (kept._id === source._id ? { ...kept, name: source.name } : kept)));
    list.reload();
  };

  const remove = async (source: TeacherSource) => {
    try {
      await deleteSource(source._id);
      message.success('Delete success');
      setPicked((current) => current.filter((kept) => kept._id !== source._id));
      list.afterDelete();
    } catch (failure) {
      // A failed source deletion is an error snackbar.
      message.error(errorMessage(failure));
    }
  };

  return (
    <Modal
      title={t('selectSource')}
      open={open}
      onCancel={close}
      okText={t('select')}
      okButtonProps={{ disabled: picked.length === 0 }}
      onOk={() => {
        onSelect(picked.map(({ _id, name }) => ({ _id, name })));
        setPicked([]);
      }}
      width={680}
    >
      <div className="tp-source-picker-bar">
        <Input.Search aria-label={t('searchSources')} placeholder={t('searchSources')} allowClear enterButton={shared('search')} onSearch={list.search} />
        <Button icon={<PlusOutlined />} onClick={() => setNaming({})}>
          {t('addSource')}
        </Button>
      </div>
      {list.error ? <Alert type="error" showIcon role="alert" title={errorMessage(list.error, t('sourcesNotLoaded'))} /> : null}
      <Table<TeacherSource>
        rowKey="_id"
        size="small"
        loading={list.loading}
        dataSource={list.data?.list}
        columns={[
          { title: shared('source'), dataIndex: 'name' },
          { title: t('createdBy'), key: 'creator', render: (_, source) => source.creator.name },
          {
            title: shared('actions'),
            key: 'actions',
            render: (_, source) => (mayChange(source) ? <SourceActions source={source} onRename={() => setNaming({ source })} onDelete={() => remove(source)} /> : null),
          },
        ]}
        locale={{ emptyText: t('noSourceFound') }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: picked.map((source) => source._id),
          preserveSelectedRowKeys: true,
          // By key: antd's remembered rows of other pages may be missing, or older than a rename made here.
          onChange: (keys, rows) =>
            setPicked((current) => keys.flatMap((key) => current.find((kept) => kept._id === key) ?? rows.find((row) => row?._id === key) ?? [])),
          getCheckboxProps: (source) => ({ 'aria-label': t('chooseNamed', { name: source.name }) }),
        }}
        pagination={{ current: list.page, pageSize: SOURCE_PAGE_SIZE, total: list.data?.total ?? 0, onChange: list.setPage, showSizeChanger: false, hideOnSinglePage: true }}
      />
      {naming ? <SourceNameModal key={naming.source?._id ?? 'new'} source={naming.source} onClose={() => setNaming(null)} onSaved={saved} /> : null}
    </Modal>
  );
}
