// The library tree as both library screens show it (the admin's My Library and the teacher's): tree nodes and list cells.
import type { LibraryView } from '@tp/contracts/library';

/** A node of the tree as the question list asks for it. */
export interface TreeNodePath {
  libraryId: string;
  chapterId?: string;
  sectionId?: string;
}

export interface LibraryTreeNode {
  key: string;
  title: string;
  path: TreeNodePath;
  children?: LibraryTreeNode[];
}

/** Libraries › chapters › sections as antd Tree data; each node keeps the ids the question list needs. */
export function libraryTreeData(libraries: LibraryView[]): LibraryTreeNode[] {
  return libraries.map((library) => ({
    key: library._id,
    title: library.name,
    path: { libraryId: library._id },
    children: library.chapter.map((chapter) => ({
      key: chapter._id,
      title: chapter.name,
      path: { libraryId: library._id, chapterId: chapter._id },
      children: chapter.section.map((section) => ({
        key: section._id,
        title: section.name,
        path: { libraryId: library._id, chapterId: chapter._id, sectionId: section._id },
      })),
    })),
  }));
}

/** The question text as a line of plain text for a list (the full question opens elsewhere). */
export function textPreview(html: string, max = 120): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
