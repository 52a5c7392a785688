import { AccountPaths } from '../../../core/api/accounts';
import type { Message } from '../../../core/api/errors';
import type {
  RecoveryCodes,
  TwoStepConfirm,
  TwoStepDisable,
  TwoStepEnrolment,
} from '../../../core/api/two-step';
import type {
  PasswordChanged,
  UpdatePassword,
  UserDetails,
  UserPublic,
  UserUpdateMe,
} from '../../../core/api/users';
import { api } from '../../app/api';

/** The signed-in user's own endpoints: details, profile, password, two-step verification. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserDetails: build.query<UserDetails, undefined>({
      query: () => AccountPaths.userDetails,
      providesTags: ['Me'],
    }),
    updateMe: build.mutation<UserPublic, UserUpdateMe>({
      query: (body) => ({ url: AccountPaths.me, method: 'PATCH', body }),
      invalidatesTags: ['Me'],
    }),
    updatePassword: build.mutation<PasswordChanged, UpdatePassword>({
      query: (body) => ({ url: AccountPaths.mePassword, method: 'PATCH', body }),
    }),
    enrolTwoStep: build.mutation<TwoStepEnrolment, undefined>({
      query: () => ({ url: AccountPaths.twoStepEnrol, method: 'POST' }),
    }),
    confirmTwoStep: build.mutation<RecoveryCodes, TwoStepConfirm>({
      query: (body) => ({ url: AccountPaths.twoStepConfirm, method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    disableTwoStep: build.mutation<Message, TwoStepDisable>({
      query: (body) => ({ url: AccountPaths.twoStepDisable, method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    regenerateRecoveryCodes: build.mutation<RecoveryCodes, TwoStepDisable>({
      query: (body) => ({ url: AccountPaths.twoStepRecoveryCodes, method: 'POST', body }),
    }),
  }),
});

export const {
  useGetUserDetailsQuery,
  useUpdateMeMutation,
  useUpdatePasswordMutation,
  useEnrolTwoStepMutation,
  useConfirmTwoStepMutation,
  useDisableTwoStepMutation,
  useRegenerateRecoveryCodesMutation,
} = accountApi;
