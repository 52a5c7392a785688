import { AccountPaths } from '../../../core/api/accounts';
import type { Message } from '../../../core/api/errors';
import type { UserPublic, UsersPublic, UserUpdate } from '../../../core/api/users';
import { api } from '../../app/api';

/** User administration (superusers): the paged list, update, delete. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UsersPublic, { skip: number; limit: number }>({
      query: (params) => ({ url: AccountPaths.users, params: { ...params } }),
      providesTags: ['Users'],
    }),
    updateUser: build.mutation<UserPublic, { id: number; body: UserUpdate }>({
      query: ({ id, body }) => ({ url: AccountPaths.user(id), method: 'PATCH', body }),
      invalidatesTags: ['Users', 'Members'],
    }),
    deleteUser: build.mutation<Message, number>({
      query: (id) => ({ url: AccountPaths.user(id), method: 'DELETE' }),
      invalidatesTags: ['Users', 'Members'],
    }),
  }),
});

export const { useListUsersQuery, useUpdateUserMutation, useDeleteUserMutation } = adminApi;
