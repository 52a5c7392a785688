import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { StarterKit } from '@tiptap/starter-kit';
import { EditorContent, useEditor } from '@tiptap/react';
import { memo, useCallback, useEffect, useId, useMemo, useSyncExternalStore } from 'react';
import type { SectionName } from '../../../core/api/drafts';
import type { GeneratedSection } from '../../../core/api/generation';
import { FindingHighlight } from './finding-highlight';
import { REMOTE_META, parseClipboardText, sectionHandle } from './section-editing';
import { textToJson } from './section-doc';
import { SECTION_LABELS } from './sections';
import { useSession } from './session';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  heading: { margin: 0, flexGrow: 1, fontSize: tokens.fontSizeBase400 },
  body: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    fontFamily: tokens.fontFamilyBase,
    lineHeight: tokens.lineHeightBase400,
    '& .ProseMirror': { outlineStyle: 'none', minHeight: '2.5em' },
    '& .ProseMirror p': { margin: `0 0 ${tokens.spacingVerticalS}` },
    // Paragraphs out of view skip layout and paint: typing stays fast in a 100-page section.
    '& .ProseMirror > p': { contentVisibility: 'auto', containIntrinsicSize: 'auto 4.5em' },
    '& .cw-finding': { backgroundColor: tokens.colorPaletteYellowBackground2 },
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
];

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
  const editor = useEditor(
    {
      extensions: EXTENSIONS,
      content,
      editable: !locked,
      enableInputRules: false,
      enablePasteRules: false,
      editorProps: {
        attributes: {
          'aria-label': label,
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
  return (
    <section className={styles.root} aria-labelledby={headingId} data-section={section}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {label}
        </h2>
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
      <div className={`${styles.body} ${locked ? styles.locked : ''}`}>
        <EditorContent editor={editor} />
      </div>
    </section>
  );
});
