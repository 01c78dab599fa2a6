import { useState } from 'react';
import { useApi } from '@tp/web-kit/use-api';
import { fetchSources } from './sources-api';

/** One page (10) of the shared sources for the picker, searched by keyword; loaded only while it is open. */
export function useSourceList(open: boolean) {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const { data, loading, error, reload } = useApi((signal) => (open ? fetchSources(page, keyword, signal) : Promise.resolve(undefined)), [open, page, keyword]);

  const search = (value: string) => {
    setKeyword(value.trim());
    setPage(1);
  };

  // Deleting the only row of a later page would leave an empty page: show the one before it instead.
  const afterDelete = () => {
    if (page > 1 && data?.list.length === 1) setPage(page - 1);
    else reload();
  };

  return { page, setPage, search, data, loading, error, reload, afterDelete };
}
