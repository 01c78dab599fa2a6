type QuillEngine = typeof import('@tp/web-kit/editor/quill-engine');

let engine: Promise<QuillEngine> | null = null;

/** Quill and its CSS arrive in their own chunk the first time an editor is shown. */
export function loadQuill(): Promise<QuillEngine> {
  if (!engine) {
    engine = import(/* webpackChunkName: "quill" */ '@tp/web-kit/editor/quill-engine');
    engine.catch(() => {
      engine = null; // retried by the next editor
    });
  }
  return engine;
}
