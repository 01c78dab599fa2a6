import { useCallback } from 'react';
import { useAdminTexts } from '../../../components/admin-texts';

export type NodeKind = 'library' | 'chapter' | 'section';

const LABEL_KEYS = { library: 'nodeLibrary', chapter: 'nodeChapter', section: 'nodeSection' } as const;

/** A tree node named with its kind ('chapter Kinematics'), as buttons and titles name it. */
export function useNodeLabel(): (kind: NodeKind, name: string) => string {
  const t = useAdminTexts();
  return useCallback((kind: NodeKind, name: string) => t(LABEL_KEYS[kind], { name }), [t]);
}
