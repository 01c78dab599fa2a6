/** What question-bank's events said about a source: its new name, or that it is gone. */
export interface SourceChange {
  sourceId: string;
  name: string | null;
  deleted: boolean;
}
