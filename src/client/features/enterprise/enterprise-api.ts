import { AccountPaths } from '../../../core/api/accounts';
import type {
  EnterpriseCreate,
  EnterprisePublic,
  EnterprisesPublic,
  LinkUserQuery,
} from '../../../core/api/enterprises';
import type { UserPublic, UsersPublic } from '../../../core/api/users';
import { api } from '../../app/api';

/** One page of a list. */
export interface Page {
  skip: number;
  limit: number;
}

/** Enterprise (firm) endpoints: the firm, its members, linking and unlinking users. */
export const enterpriseApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEnterprises: build.query<EnterprisesPublic, Page>({
      query: (params) => ({ url: AccountPaths.enterprises, params: { ...params } }),
      providesTags: ['Enterprise'],
    }),
    getEnterprise: build.query<EnterprisePublic, number>({
      query: (id) => AccountPaths.enterprise(id),
      providesTags: ['Enterprise'],
    }),
    enterpriseMembers: build.query<UsersPublic, Page & { id: number }>({
      query: ({ id, skip, limit }) => ({
        url: AccountPaths.enterpriseUsers(id),
        params: { skip, limit },
      }),
      providesTags: ['Members'],
    }),
    createEnterprise: build.mutation<EnterprisePublic, EnterpriseCreate>({
      query: (body) => ({ url: AccountPaths.enterprises, method: 'POST', body }),
      invalidatesTags: ['Me', 'Enterprise'],
    }),
    renameEnterprise: build.mutation<EnterprisePublic, { id: number; name: string }>({
      query: ({ id, name }) => ({
        url: AccountPaths.enterprise(id),
        method: 'PATCH',
        body: { name },
      }),
      invalidatesTags: ['Enterprise', 'Me'],
    }),
    linkUser: build.mutation<UserPublic, LinkUserQuery>({
      query: (params) => ({
        url: AccountPaths.linkUserToEnterprise,
        method: 'POST',
        params: { ...params },
      }),
      invalidatesTags: ['Members', 'Enterprise', 'Users'],
    }),
    unlinkUser: build.mutation<UserPublic, Omit<LinkUserQuery, 'role'>>({
      query: (params) => ({
        url: AccountPaths.linkUserToEnterprise,
        method: 'DELETE',
        params: { ...params },
      }),
      invalidatesTags: ['Members', 'Enterprise', 'Users', 'Me'],
    }),
  }),
});

export const {
  useListEnterprisesQuery,
  useGetEnterpriseQuery,
  useEnterpriseMembersQuery,
  useCreateEnterpriseMutation,
  useRenameEnterpriseMutation,
  useLinkUserMutation,
  useUnlinkUserMutation,
} = enterpriseApi;
