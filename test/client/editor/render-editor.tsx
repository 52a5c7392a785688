import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initialAuthState } from '../../../src/client/app/auth-slice';
import { makeStore, type AppStore } from '../../../src/client/app/store';
import EditorPage from '../../../src/client/features/editor/EditorPage';
import { EDITOR_TIMINGS } from '../../../src/client/features/editor/timings';
import { DRAFT_ID } from './fake-server';

/** The bearer the signed-in test user has. */
export const BEARER = 'header.payload.signature';

/** Short delays so tests wait milliseconds, not seconds (real timers; nothing asserts on time). */
export function fastTimings(): void {
  Object.assign(EDITOR_TIMINGS, {
    saveDelayMs: 30,
    saveMaxWaitMs: 200,
    backupDelayMs: 5,
    analysisDelayMs: 10,
    retryMs: 40,
    retryMaxMs: 80,
  });
}

/** Renders `/editor/{DRAFT_ID}` (or `route`) for a signed-in user. */
export function renderEditor(
  route = `/editor/${DRAFT_ID}`,
): RenderResult & { store: AppStore; user: UserEvent } {
  const store = makeStore({
    auth: {
      ...initialAuthState,
      user: { username: 'ada@example.com', token: { access_token: BEARER, token_type: 'bearer' } },
    },
  });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <FluentProvider theme={webLightTheme}>
          <Suspense fallback={<p>Loading…</p>}>
            <Routes>
              <Route path="/editor/*" element={<EditorPage />} />
            </Routes>
          </Suspense>
        </FluentProvider>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store, user };
}

/** The editor of a section, by its accessible name (e.g. "Claims"). */
export async function sectionEditor(name: string): Promise<HTMLElement> {
  // The section editors are a lazy chunk (TipTap): the first find also waits for its import.
  return screen.findByRole('textbox', { name }, { timeout: 15_000 });
}

/** The text of the save-status region. */
export function saveStatus(): string {
  return screen.getByRole('status', { name: 'Save status' }).textContent ?? '';
}

/** The TipTap editor behind a section's editable element. */
export function editorOf(element: HTMLElement): Editor {
  const editor = (element as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('not a TipTap editor element');
  return editor;
}

function placeCaret(element: HTMLElement, fromEnd: number): void {
  const editor = editorOf(element);
  act(() => {
    editor.commands.focus('end');
    const end = editor.state.selection.from;
    editor.commands.setTextSelection(end + fromEnd);
  });
}

/**
 * Types into a section editor key by key, the caret placed `fromEnd` characters before the end
 * of the text (0: at the end; -1: before the final character).
 */
export async function typeAt(
  user: UserEvent,
  element: HTMLElement,
  text: string,
  fromEnd = 0,
): Promise<void> {
  placeCaret(element, fromEnd);
  await user.keyboard(text);
}

/**
 * Pastes plain text into a section editor (one edit, however long), caret as in `typeAt`: through
 * ProseMirror's own paste handling (`view.pasteText`), which jsdom's clipboard events do not reach.
 */
export function pasteAt(element: HTMLElement, text: string, fromEnd = 0): void {
  placeCaret(element, fromEnd);
  act(() => {
    editorOf(element).view.pasteText(text, new Event('paste') as ClipboardEvent);
  });
}

/**
 * The open alert dialog with this accessible name (aria-label). Found by attribute: in jsdom,
 * Tabster's modalizer sometimes leaves `aria-hidden` on a freshly opened dialog, which role
 * queries skip (Chromium in the e2e suite finds it by role).
 */
export async function alertDialog(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="alertdialog"]')].find(
      (el) => el.getAttribute('aria-label') === name,
    );
    if (!found) throw new Error(`no alert dialog "${name}"`);
    return found;
  });
}

/**
 * Answers the question asked before a generation replaces the user's text (the test drafts'
 * claims have no known generation behind them, so generating over them asks).
 */
export async function answerReplace(
  user: UserEvent,
  answer: 'Replace' | 'Cancel' | 'Only fill empty sections' = 'Replace',
  title = 'Replace your text in Claims?',
): Promise<HTMLElement> {
  const dialog = await alertDialog(title);
  await user.click(within(dialog).getByRole('button', { name: answer, hidden: true }));
  return dialog;
}
