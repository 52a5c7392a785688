import type {
  Draft,
  DraftCreate,
  DraftList,
  Revision,
  RevisionList,
} from '../../../core/api/drafts';
import { TITLE_SECTION_PREVIEW_CHARS } from '../../../core/api/sections';
import type { EngineInfo, GenerationList } from '../../../core/api/generation';
import { api } from '../../app/api';

/** Draft, revision and generation endpoints of the editor (RTK Query, on the app's one API). */
export const draftsApi = api
  .enhanceEndpoints({ addTagTypes: ['Drafts', 'Revisions', 'Generations'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listDrafts: build.query<DraftList, undefined>({
        query: () => ({ url: '/drafts', params: { limit: 200 } }),
        providesTags: ['Drafts'],
      }),
      getDraft: build.query<Draft, string>({
        query: (id) => `/drafts/${id}`,
        keepUnusedDataFor: 0,
      }),
      createDraft: build.mutation<Draft, DraftCreate>({
        query: (body) => ({ url: '/drafts', method: 'POST', body }),
        invalidatesTags: ['Drafts'],
      }),
      listRevisions: build.query<RevisionList, string>({
        query: (id) => ({ url: `/drafts/${id}/revisions`, params: { limit: 50 } }),
        providesTags: ['Revisions'],
      }),
      getRevision: build.query<Revision, { draftId: string; version: number }>({
        query: ({ draftId, version }) => `/drafts/${draftId}/revisions/${version}`,
      }),
      lastGeneration: build.query<GenerationList, string>({
        query: (id) => ({ url: `/drafts/${id}/generations`, params: { limit: 1 } }),
        providesTags: ['Generations'],
      }),
      engineInfo: build.query<EngineInfo, undefined>({ query: () => '/generate/engine' }),
    }),
  });

export const {
  useListDraftsQuery,
  useGetDraftQuery,
  useCreateDraftMutation,
  useListRevisionsQuery,
  useGetRevisionQuery,
  useLastGenerationQuery,
  useEngineInfoQuery,
} = draftsApi;

/**
 * The cached list of drafts after `saved` was saved by autosave (outside RTK Query): its entry
 * carries the new name, Title section, version and time, and comes first (the list is most
 * recently updated first). An immer recipe for `updateQueryData`.
 */
export function applySavedDraft(list: DraftList, saved: Draft): void {
  const at = list.data.findIndex((d) => d.id === saved.id);
  if (at < 0) return;
  const [entry] = list.data.splice(at, 1);
  list.data.unshift({
    ...entry!,
    title: saved.title,
    // Code points, as the server's left(…, n) counts them.
    title_section: Array.from(saved.sections.title).slice(0, TITLE_SECTION_PREVIEW_CHARS).join(''),
    jurisdiction: saved.jurisdiction,
    docket_number: saved.docket_number,
    version: saved.version,
    updated_at: saved.updated_at,
  });
}
