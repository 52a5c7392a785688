import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { StarterKit } from '@tiptap/starter-kit';
import { EditorContent, useEditor } from '@tiptap/react';
import { memo, useCallback, useEffect, useId, useMemo, useSyncExternalStore } from 'react';
import type { SectionName } from '../../../core/api/drafts';
import type { GeneratedSection } from '../../../core/api/generation';
import { FLASH_MS, FindingHighlight, setFindingMarks } from './finding-highlight';
import { findingMarksOf } from './finding-marks';
import { CARET_CLASS, CaretBlock } from './caret-block';
import { FilingNumbers, numberingOf } from './filing-numbers';
import { REMOTE_META, parseClipboardText, sectionHandle } from './section-editing';
import { textToJson } from './section-doc';
import { SECTION_LABELS } from './sections';
import { useSession } from './session';

const flash = {
  from: {
    backgroundColor: tokens.colorBrandBackground2,
    boxShadow: `0 0 0 3px ${tokens.colorBrandStroke1}`,
  },
  to: { backgroundColor: 'transparent', boxShadow: '0 0 0 3px transparent' },
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  head: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '28px',
  },
  // Headings as the application prints them: uppercase, not bold, centred.
  heading: {
    margin: 0,
    flexGrow: 1,
    textAlign: 'center',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground2,
  },
  side: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  body: {
    position: 'relative',
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    marginInline: `calc(-1 * ${tokens.spacingHorizontalS})`,
    lineHeight: '1.65',
    boxShadow: `inset 2px 0 0 transparent`,
    ':hover': { boxShadow: `inset 2px 0 0 ${tokens.colorNeutralStroke2}` },
    ':focus-within': { boxShadow: `inset 2px 0 0 ${tokens.colorBrandStroke1}` },
    '& .ProseMirror': { outlineStyle: 'none', minHeight: '1.65em' },
    '& .ProseMirror p': { margin: `0 0 ${tokens.spacingVerticalM}` },
    '& .ProseMirror > p:last-child': { marginBottom: 0 },
    // Paragraphs out of view skip layout and paint: typing stays fast in a 100-page section.
    '& .ProseMirror > p': { contentVisibility: 'auto', containIntrinsicSize: 'auto 4.5em' },
    // ...except where the caret is: Chromium places the caret by layout (caret-block.ts).
    [`& .ProseMirror > p.${CARET_CLASS}`]: { contentVisibility: 'visible' },
    // The numbers the filing gives the text, as the export prints them.
    '& .ProseMirror > p[data-pn]::before': {
      content: 'attr(data-pn)',
      fontWeight: tokens.fontWeightBold,
      marginInlineEnd: '0.75em',
      color: tokens.colorNeutralForeground2,
      fontVariantNumeric: 'tabular-nums',
    },
    '& .ProseMirror > p[data-cn]::before': {
      content: 'attr(data-cn) " "',
      color: tokens.colorBrandForeground1,
    },
    '& .cw-flash': {
      animationName: flash,
      animationDuration: `${FLASH_MS}ms`,
      animationTimingFunction: 'ease-out',
      animationFillMode: 'forwards',
      '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
    },
  },
  title: { '& .ProseMirror': { textAlign: 'center', fontSize: tokens.fontSizeBase500 } },
  empty: {
    '& .ProseMirror': { minHeight: '3.3em' },
    '& .ProseMirror::before': {
      content: 'attr(data-placeholder)',
      position: 'absolute',
      insetInline: tokens.spacingHorizontalS,
      pointerEvents: 'none',
      color: tokens.colorNeutralForeground4,
      fontStyle: 'italic',
    },
  },
  locked: { backgroundColor: tokens.colorNeutralBackground3 },
});

/** Plain paragraphs only: a section is plain text (no marks, lists or headings to lose on save). */
const EXTENSIONS = [
  StarterKit.configure({
    blockquote: false,
    bold: false,
    bulletList: false,
    code: false,
    codeBlock: false,
    dropcursor: false,
    gapcursor: false,
    heading: false,
    horizontalRule: false,
    italic: false,
    link: false,
    listItem: false,
    listKeymap: false,
    orderedList: false,
    strike: false,
    trailingNode: false,
    underline: false,
  }),
  FindingHighlight,
  CaretBlock,
];

/** What an empty section says in its place. */
function placeholder(generated: boolean): string {
  return generated ? 'Type here, or generate it from the disclosure.' : 'Type here.';
}

/** Props of one section's editor. */
export interface SectionEditorProps {
  section: SectionName;
  /** A generation writes this section now: read-only. */
  locked: boolean;
  /** Set for sections a generation can write: its "Generate/Regenerate" button. */
  onGenerate?: (section: GeneratedSection) => void;
  canGenerate: boolean;
}

/**
 * One draft section in its own TipTap editor, connected to the open draft's document. Memoised:
 * it renders again only when its own props or emptiness change, never because the page around it
 * did (a render reads nothing of the section's text).
 */
export const SectionEditor = memo(function SectionEditor({
  section,
  locked,
  onGenerate,
  canGenerate,
}: SectionEditorProps) {
  const styles = useStyles();
  const headingId = useId();
  const { document } = useSession();
  const label = SECTION_LABELS[section];
  // The editor reads its content once, when it is made: the text is not re-read per render.
  const content = useMemo(() => textToJson(document.get(section)), [document, section]);
  const extensions = useMemo(
    () => [...EXTENSIONS, FilingNumbers.configure({ section, chain: numberingOf(document) })],
    [document, section],
  );
  const editor = useEditor(
    {
      extensions,
      content,
      editable: !locked,
      enableInputRules: false,
      enablePasteRules: false,
      editorProps: {
        // Typing at the window's bottom edge keeps the line below the caret in view too (the
        // caret's paragraph is laid out at its real height, not its out-of-view guess).
        scrollThreshold: 24,
        scrollMargin: 24,
        attributes: {
          'aria-label': label,
          'data-placeholder': placeholder(Boolean(onGenerate)),
          role: 'textbox',
          'aria-multiline': section === 'title' ? 'false' : 'true',
        },
        clipboardTextParser: parseClipboardText,
      },
      onUpdate: ({ transaction }) => {
        if (transaction.docChanged) document.changed(section, !transaction.getMeta(REMOTE_META));
      },
      onFocus: () => document.focus(section),
    },
    [document, section],
  );
  const subscribe = useCallback(
    (listener: () => void) => document.subscribe((key) => key === section && listener()),
    [document, section],
  );
  const empty = useSyncExternalStore(subscribe, () => document.isEmpty(section));
  useEffect(() => {
    if (!editor) return;
    document.attach(section, sectionHandle(editor));
    return () => document.detach(section, editor);
  }, [document, section, editor]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!locked, false);
  }, [editor, locked]);
  // The findings of the last run of the checks, underlined where they are.
  useEffect(() => {
    if (!editor) return;
    const marks = findingMarksOf(document);
    setFindingMarks(editor, marks.of(section));
    return marks.subscribe((s) => {
      if (s === section) setFindingMarks(editor, marks.of(section));
    });
  }, [document, section, editor]);
  return (
    <section className={styles.root} aria-labelledby={headingId} data-section={section}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {label}
        </h2>
        <div className={styles.side}>
          {locked && <Text size={200}>Being generated…</Text>}
          {onGenerate && (
            <Button
              size="small"
              appearance="subtle"
              disabled={!canGenerate}
              aria-label={`${!empty ? 'Regenerate' : 'Generate'} ${label}`}
              onClick={() => onGenerate(section as GeneratedSection)}
            >
              {!empty ? 'Regenerate' : 'Generate'}
            </Button>
          )}
        </div>
      </div>
      <div
        className={mergeClasses(
          styles.body,
          section === 'title' && styles.title,
          empty && styles.empty,
          locked && styles.locked,
        )}
      >
        <EditorContent editor={editor} />
      </div>
    </section>
  );
});
