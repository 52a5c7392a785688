import { AccountPaths } from '../../../core/api/accounts';
import type { Message } from '../../../core/api/errors';
import type { UserCreate, UserInvite, UserPublic } from '../../../core/api/users';
import { api } from '../../app/api';

/** Adding people: invite by email (superusers, enterprise admins) or create with a password. */
export const inviteApi = api.injectEndpoints({
  endpoints: (build) => ({
    inviteUser: build.mutation<Message, UserInvite>({
      query: (body) => ({ url: AccountPaths.inviteUser, method: 'POST', body }),
      invalidatesTags: ['Users', 'Members'],
    }),
    createUser: build.mutation<UserPublic, UserCreate>({
      query: (body) => ({ url: AccountPaths.users, method: 'POST', body }),
      invalidatesTags: ['Users', 'Members'],
    }),
  }),
});

export const { useInviteUserMutation, useCreateUserMutation } = inviteApi;
