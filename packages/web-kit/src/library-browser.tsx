import { useState, type ReactNode } from 'react';
import type { LibraryView } from '@tp/contracts/library';
import { errorMessage } from '@tp/web-kit/api-error';
import { libraryTreeData, type LibraryTreeNode, type TreeNodePath } from '@tp/web-kit/library-tree-data';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { Tree } from '@tp/web-kit/ui/tree';
import { useKitScreensTexts } from '@tp/web-kit/i18n/kit-screens-texts';
import './library-browser.css';

/** A node of the tree the user chose: `key` names it, `path` is what the question list asks for. */
export interface ChosenNode {
  key: string;
  path: TreeNodePath;
}

interface LibraryBrowserProps {
  /** The libraries this user may browse. */
  fetchLibraries: (signal: AbortSignal) => Promise<LibraryView[]>;
  /** Opens every library at once (a teacher has few); otherwise the tree starts folded. */
  expandAll?: boolean;
  /** What stands above the question list, e.g. the teacher's source filter. */
  listTools?: ReactNode;
  /** The question list of the chosen node. */
  children: (node: ChosenNode) => ReactNode;
}

/**
 * 'My Library' as both library screens show it (the admin's and the teacher's): the library tree, and the questions
 * filed at the node chosen in it.
 */
export function LibraryBrowser({ fetchLibraries, expandAll = false, listTools, children }: LibraryBrowserProps) {
  const t = useKitScreensTexts();
  const libraries = useApi((signal) => fetchLibraries(signal), []);
  const [selected, setSelected] = useState<ChosenNode>();

  return (
    <div className="tp-library-browser">
      <h1>{t('myLibrary')}</h1>
      <div className="tp-library-browser-body">
        <Card className="tp-library-browser-tree" title={t('library')}>
          {libraries.error ? <Alert type="error" showIcon role="alert" title={errorMessage(libraries.error, t('libraryNotLoaded'))} /> : null}
          {libraries.data && libraries.data.length === 0 ? <p>{t('noLibrary')}</p> : null}
          {/* defaultExpandAll acts when the tree mounts: a tree that opens everything waits for its libraries. */}
          {expandAll && !libraries.data ? null : (
            <Tree<LibraryTreeNode>
              aria-label={t('libraryTree')}
              treeData={libraryTreeData(libraries.data ?? [])}
              defaultExpandAll={expandAll}
              selectedKeys={selected ? [selected.key] : []}
              onSelect={(_, { node }) => setSelected({ key: node.key, path: node.path })}
              blockNode
            />
          )}
        </Card>
        <Card className="tp-library-browser-list" title={t('questions')}>
          {listTools}
          {selected ? children(selected) : <p>{t('chooseNode')}</p>}
        </Card>
      </div>
    </div>
  );
}
