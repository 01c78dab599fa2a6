import { useState } from 'react';
import type { SourceView } from '@tp/contracts/sources';
import { errorMessage } from '@tp/web-kit/api-error';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { Input } from '@tp/web-kit/ui/input';
import { Modal } from '@tp/web-kit/ui/modal';
import { Table } from '@tp/web-kit/ui/table';
import { fetchSources, SOURCE_PAGE_SIZE } from '../api/practice-library';
import { usePracticeTexts } from '../practice-texts';

interface SourcePickerModalProps {
  onCancel: () => void;
  onSelect: (sources: SourceView[]) => void;
}

/** The student's source picker: the school's sources, searched and paged by 10; Select needs one ticked. */
export function SourcePickerModal({ onCancel, onSelect }: SourcePickerModalProps) {
  const t = usePracticeTexts();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<SourceView[]>([]);
  const sources = useApi((signal) => fetchSources(page, keyword, signal), [page, keyword]);

  return (
    <Modal title={t('selectSourceTitle')} open onCancel={onCancel} okText={t('select')} okButtonProps={{ disabled: picked.length === 0 }} onOk={() => onSelect(picked)} width={600}>
      <Input.Search
        aria-label={t('searchSources')}
        placeholder={t('searchSources')}
        allowClear
        enterButton={t('search')}
        onSearch={(text) => {
          setKeyword(text.trim());
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      {sources.error ? <ProblemAlert problem={errorMessage(sources.error, t('sourcesNotLoaded'))} /> : null}
      <Table<SourceView>
        rowKey="_id"
        size="small"
        loading={sources.loading}
        dataSource={sources.data?.list}
        columns={[{ title: t('source'), dataIndex: 'name' }]}
        locale={{ emptyText: t('noSourceFound') }}
        rowSelection={{
          selectedRowKeys: picked.map((s) => s._id),
          preserveSelectedRowKeys: true,
          onChange: (keys, rows) => setPicked((current) => keys.flatMap((key) => current.find((s) => s._id === key) ?? rows.find((row) => row?._id === key) ?? [])),
          getCheckboxProps: (source) => ({ 'aria-label': t('chooseOf', { name: source.name }) }),
        }}
        pagination={{ current: page, pageSize: SOURCE_PAGE_SIZE, total: sources.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </Modal>
  );
}
