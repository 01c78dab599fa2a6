/** A list of addresses or names for a table cell: the first `shown`, then how many more ('a, b, c and 4 more'). */
export function summarise(items: string[], shown = 3): string {
  const more = items.length - shown;
  return `${items.slice(0, shown).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}
