import type {
  Draft,
  DraftCreate,
  DraftList,
  Revision,
  RevisionList,
} from '../../../core/api/drafts';
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
