import type { LibraryView } from '@tp/contracts/library';
import type { PracticeLibrary } from '@tp/contracts/practice';
import { libraryTreeData, type LibraryTreeNode } from '@tp/web-kit/library-tree-data';

/** A node of the settings' library picker: its value is the node's id, its path the selection it stands for. */
export interface PickerNode {
  value: string;
  title: string;
  path: PracticeLibrary;
  children?: PickerNode[];
}

const toPickerNode = (node: LibraryTreeNode): PickerNode => ({
  value: node.key,
  title: node.title,
  path: { libraryId: node.path.libraryId, chapterId: node.path.chapterId ?? '', sectionId: node.path.sectionId ?? '' },
  children: node.children?.map(toPickerNode),
});

/** Libraries › chapters › sections as the picker's tree. */
export const pickerTree = (libraries: LibraryView[]): PickerNode[] => libraryTreeData(libraries).map(toPickerNode);

function walk(nodes: PickerNode[], visit: (node: PickerNode, names: string[]) => void, names: string[] = []) {
  for (const node of nodes) {
    visit(node, [...names, node.title]);
    if (node.children) walk(node.children, visit, [...names, node.title]);
  }
}

/** The picker value of a selection: its deepest id. */
export const selectionKey = (s: PracticeLibrary): string => s.sectionId || s.chapterId || s.libraryId;

/** The selections the picked node ids stand for, in the order picked (ids no longer in the tree are dropped). */
export function selectionsOf(keys: string[], tree: PickerNode[]): PracticeLibrary[] {
  const byKey = new Map<string, PracticeLibrary>();
  walk(tree, (node) => byKey.set(node.value, node.path));
  return keys.flatMap((key) => (byKey.has(key) ? [byKey.get(key)!] : []));
}

/** 'Mechanics › Kinematics › Projectiles' for a selection in the tree; null when the student cannot see it any more. */
export function selectionLabel(s: PracticeLibrary, tree: PickerNode[]): string | null {
  let label: string | null = null;
  walk(tree, (node, names) => {
    if (node.value === selectionKey(s) && node.path.libraryId === s.libraryId) label = names.join(' › ');
  });
  return label;
}
