import { startClient } from './app/bootstrap';
import { preloadEditorRoutes } from './app/route-table';
import { readStoredUser } from './app/storage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Opening /editor (or a draft) signed in: the editor's chunks and the draft are fetched at once, in
// parallel, instead of one after another as each route renders; every other page starts as before.
const user = readStoredUser();
const editor = /^\/editor(?:\/([0-9a-f-]{36}))?\/?$/i.exec(window.location.pathname);
if (user && editor) {
  const [, draftId] = editor;
  // Its own small chunk: the landing page's initial JavaScript stays without the editor's HTTP.
  if (draftId)
    void import('./features/editor/draft-prefetch').then((m) =>
      m.prefetchDraft(user.token.access_token, draftId),
    );
  void preloadEditorRoutes()
    .catch(() => undefined)
    .then(() => startClient(container));
} else {
  void startClient(container);
}
