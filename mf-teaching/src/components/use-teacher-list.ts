import { useState } from 'react';
import { errorMessage } from '@tp/web-kit/api-error';
import type { ContentLanguage } from '@tp/web-kit/content-language';
import { navigate } from '@tp/web-kit/navigate';
import { useApi } from '@tp/web-kit/use-api';
import { useContentLanguage } from '@tp/web-kit/use-content-language';
import { message } from '@tp/web-kit/ui/message';

/** What a teacher's list is read for: the content language, the searched name ('' for all) and the page. */
export interface ListQuery {
  language: ContentLanguage;
  search: string;
  page: number;
}

interface TeacherListOptions<Data, Item> {
  load: (query: ListQuery, signal: AbortSignal) => Promise<Data>;
  /** Makes an empty item in the list's language. */
  create: (language: ContentLanguage) => Promise<Item>;
  /** Where a new item opens. */
  editPath: (item: Item) => string;
  /** Toasted once the new item is made. */
  created?: string;
}

/**
 * A teacher's list page (classes, homework, questions): read for a language, a name and a page, a new filter starting
 * again at page 1. Create makes an item and opens its edit page; a row's action toasts how it went and reads the list
 * again. Failures are the server's message as a toast (e.g. deleting a question that homework uses says which).
 */
export function useTeacherList<Data, Item>({ load, create, editPath, created }: TeacherListOptions<Data, Item>) {
  const [language, setLanguage] = useContentLanguage();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useApi((signal) => load({ language, search, page }, signal), [language, search, page]);

  /** ListToolbar's language and search. */
  const filters = {
    language,
    onLanguage: (next: ContentLanguage) => {
      setLanguage(next);
      setPage(1);
    },
    onSearch: (next: string) => {
      setSearch(next);
      setPage(1);
    },
  };

  const act = async (run: () => Promise<void>, done?: string, afterwards = list.reload) => {
    try {
      await run();
      if (done) message.success(done);
      afterwards();
    } catch (failure) {
      message.error(errorMessage(failure));
    }
  };

  // The button stays busy until the edit page opens.
  const createAndEdit = async () => {
    setCreating(true);
    try {
      const item = await create(language);
      if (created) message.success(created);
      navigate(editPath(item));
    } catch (failure) {
      message.error(errorMessage(failure));
      setCreating(false);
    }
  };

  return { ...list, page, setPage, filters, act, creating, createAndEdit };
}
