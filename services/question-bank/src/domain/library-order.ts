/** Up or down among siblings (libraries, the chapters of a library, the sections of a chapter). */
export type MoveDirection = 'up' | 'down';

export interface Positioned {
  id: string;
  position: number;
}

/**
 * The positions to write so `id` trades places with its neighbour; `siblings` in their shown order. Nothing to write
 * when it is first and goes up, or last and goes down. Usually the two swap positions; if older rows share a
 * position (a swap would not change the order), every sibling is renumbered 1..n in the new order instead.
 */
export function positionsAfterMove(siblings: Positioned[], id: string, direction: MoveDirection): Positioned[] {
  const from = siblings.findIndex((s) => s.id === id);
  if (from < 0) return [];
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= siblings.length) return [];
  const [moving, neighbour] = [siblings[from], siblings[to]];
  const distinct = new Set(siblings.map((s) => s.position)).size === siblings.length;
  if (distinct) return [{ id: moving.id, position: neighbour.position }, { id: neighbour.id, position: moving.position }];
  const reordered = [...siblings];
  [reordered[from], reordered[to]] = [neighbour, moving];
  return reordered.map((s, index) => ({ id: s.id, position: index + 1 }));
}
