const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** A link's text followed by where it goes ('the notes (https://…)'), unless the text is the address itself. */
function linkAsText(_tag: string, href: string, label: string): string {
  const text = label.replace(/<[^>]*>/g, '').trim();
  return !text || text === href ? href : `${text} (${href})`;
}

/**
 * The plain-text part of an e-mail: its sanitised HTML with paragraphs, list items and line breaks as new lines,
 * links followed by their address, without tags.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, linkAsText)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-3]|li|blockquote|pre)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
