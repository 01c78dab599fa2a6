import { SaxesParser } from 'saxes';
import type { Font, RichText } from 'exceljs';
import { IMPORT_LIMITS, tooLarge } from './question-import-refusals';
import type { PartReader } from './question-import-zip';

// The parts of a spreadsheet are read as a stream of XML events (saxes), never as a document in memory: a part's
// bytes go through the parser as they are unpacked, and only what the import keeps is kept.

export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** An element's or attribute's name without its prefix: some programs write <x:c> for <c>, every one r:id. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The attribute of that name, with any prefix. */
export function attribute(attributes: Record<string, string>, name: string): string | undefined {
  if (name in attributes) return attributes[name];
  const key = Object.keys(attributes).find((k) => localName(k) === name && k.includes(':'));
  return key === undefined ? undefined : attributes[key];
}

/** Reads the part `name` as XML, handing each element and text to `handlers`; malformed XML throws. */
export async function readXml(parts: PartReader, name: string, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => handlers.open?.(localName(tag.name), tag.attributes as Record<string, string>));
  parser.on('text', (text) => handlers.text?.(text));
  parser.on('cdata', (text) => handlers.text?.(text));
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  parser.on('error', (err) => {
    throw err;
  });
  const decoder = new TextDecoder();
  await parts.read(name, (chunk) => parser.write(decoder.decode(chunk, { stream: true })));
  parser.write(decoder.decode());
  parser.close();
}

/** Every piece of formatted text the file holds, counted against IMPORT_LIMITS.runs. */
export class RunCounter {
  private count = 0;

  add(): void {
    if (++this.count > IMPORT_LIMITS.runs) throw tooLarge(`its text has more than ${IMPORT_LIMITS.runs.toLocaleString('en')} pieces of formatting`);
  }
}

const isOn = (attributes: Record<string, string>) => !['0', 'false'].includes(attribute(attributes, 'val') ?? '');

/**
 * The text of a shared string (<si>) or an inline one (<is>): plain text, or runs each with its font (bold, italic,
 * underline, strike-through, sub/superscript), as exceljs gives them. Phonetic guides (<rPh>) are not text.
 */
export class TextCollector {
  private plain = '';
  private runs: RichText[] | undefined;
  private run: { text: string; font?: Partial<Font> } | undefined;
  private inText = false;
  private phonetic = 0;

  constructor(private readonly counter: RunCounter) {}

  open(name: string, attributes: Record<string, string>): void {
    if (name === 'rPh') this.phonetic++;
    if (this.phonetic) return;
    if (name === 't') this.inText = true;
    else if (name === 'r') this.run = { text: '' };
    else if (name === 'rPr' && this.run) this.run.font = {};
    else if (this.run?.font) this.fontPart(this.run.font, name, attributes);
  }

  text(text: string): void {
    if (!this.inText || this.phonetic) return;
    if (this.run) this.run.text += text;
    else this.plain += text;
  }

  close(name: string): void {
    if (name === 'rPh') this.phonetic--;
    else if (name === 't') this.inText = false;
    else if (name === 'r' && this.run && !this.phonetic) {
      this.counter.add();
      (this.runs ??= []).push(this.run as RichText);
      this.run = undefined;
    }
  }

  /** The text read, and a fresh start for the next. */
  take(): string | { richText: RichText[] } {
    const value = this.runs ? { richText: this.runs } : this.plain;
    this.plain = '';
    this.runs = undefined;
    this.run = undefined;
    this.inText = false;
    this.phonetic = 0;
    return value;
  }

  private fontPart(font: Partial<Font>, name: string, attributes: Record<string, string>) {
    if (name === 'b') font.bold = isOn(attributes);
    else if (name === 'i') font.italic = isOn(attributes);
    else if (name === 'strike') font.strike = isOn(attributes);
    else if (name === 'u') font.underline = (attribute(attributes, 'val') ?? true) as Font['underline'];
    else if (name === 'vertAlign') font.vertAlign = attribute(attributes, 'val') as Font['vertAlign'];
  }
}
