/** Categories the header links to (/#Physics, /#Math) come first, in this order; the rest alphabetically. */
const LEADING_CATEGORIES = ['Physics', 'Math'];
/** Featured classes without a category are listed last under this heading. */
export const UNCATEGORISED = 'Other';

export interface HomeGroup<C> {
  category: string;
  classes: C[];
}

function categoryRank(category: string): [number, string] {
  const leading = LEADING_CATEGORIES.indexOf(category);
  if (leading >= 0) return [leading, ''];
  if (category === UNCATEGORISED) return [LEADING_CATEGORIES.length + 1, ''];
  return [LEADING_CATEGORIES.length, category.toLowerCase()];
}

/**
 * The home page's classes grouped by category, in a stable category order; within a group the classes keep the
 * order they come in (the caller sorts them by order index, then name).
 */
export function groupByCategory<C extends { category: string }>(classes: C[]): HomeGroup<C>[] {
  const groups = new Map<string, C[]>();
  for (const cls of classes) {
    const category = cls.category.trim() || UNCATEGORISED;
    groups.set(category, [...(groups.get(category) ?? []), cls]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => {
      const [rankA, nameA] = categoryRank(a);
      const [rankB, nameB] = categoryRank(b);
      return rankA - rankB || nameA.localeCompare(nameB) || a.localeCompare(b);
    })
    .map(([category, list]) => ({ category, classes: list }));
}
