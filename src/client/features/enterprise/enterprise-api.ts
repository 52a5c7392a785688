import { AccountPaths } from '../../../core/api/accounts';
import type {
  AcceptInvitation,
  EnterpriseCreate,
  EnterprisePublic,
  EnterprisesPublic,
  LinkUserQuery,
} from '../../../core/api/enterprises';
import type { Message } from '../../../core/api/errors';
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
    /** Invites a user by email; they join when they accept the mailed link. */
    linkUser: build.mutation<Message, LinkUserQuery>({
      query: (params) => ({
        url: AccountPaths.linkUserToEnterprise,
        method: 'POST',
        params: { ...params },
      }),
      invalidatesTags: ['Members', 'Enterprise', 'Users'],
    }),
    unlinkUser: build.mutation<Message, Omit<LinkUserQuery, 'role'>>({
      query: (params) => ({
        url: AccountPaths.linkUserToEnterprise,
        method: 'DELETE',
        params: { ...params },
      }),
      invalidatesTags: ['Members', 'Enterprise', 'Users', 'Me'],
    }),
    acceptInvitation: build.mutation<UserPublic, AcceptInvitation>({
      query: (body) => ({ url: AccountPaths.acceptEnterpriseInvitation, method: 'POST', body }),
      invalidatesTags: ['Me', 'Members', 'Enterprise'],
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
  useAcceptInvitationMutation,
} = enterpriseApi;
