import type { EventRegistration, OfficeGlobal, WordGlobal } from './word-api';

/** How often the fallback poll looks at the document while the pane is visible. */
export const POLL_MS = 1000;

/** FNV-1a of a string: a cheap fingerprint to tell whether the body changed. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length}:${(hash >>> 0).toString(16)}`;
}

/**
 * Calls `onChange` when the user edits the document: Word's paragraph events where WordApi 1.6 is
 * there, else a poll every second while the pane is visible (the body text's length and hash, one
 * sync each). Returns the function that stops watching.
 */
export function watchDocument(
  word: WordGlobal,
  office: OfficeGlobal,
  onChange: () => void,
  visible: () => boolean = () =>
    typeof document === 'undefined' || document.visibilityState !== 'hidden',
): () => void {
  let stopped = false;
  if (office.context.requirements.isSetSupported('WordApi', '1.6')) {
    let registrations: EventRegistration[] = [];
    const handler = () => {
      if (!stopped) onChange();
    };
    void word
      .run(async (context) => {
        const doc = context.document;
        registrations = [
          doc.onParagraphChanged.add(handler),
          doc.onParagraphAdded.add(handler),
          doc.onParagraphDeleted.add(handler),
        ];
        await context.sync();
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      const list = registrations;
      if (list.length)
        void word
          .run(async (context) => {
            for (const r of list) r.remove();
            await context.sync();
          })
          .catch(() => undefined);
    };
  }
  let last: string | null = null;
  let busy = false;
  const timer = setInterval(() => {
    if (busy || stopped || !visible()) return;
    busy = true;
    word
      .run(async (context) => {
        const body = context.document.body.load('text');
        await context.sync();
        return fingerprint(body.text);
      })
      .then((print) => {
        if (last !== null && print !== last && !stopped) onChange();
        last = print;
      })
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, POLL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
