import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMessage } from '../../core/api/errors';
import { ZAcceptInvitation, ZLinkUserQuery } from '../../core/api/enterprises';
import {
  ZPageQuery,
  ZPasswordChanged,
  ZUpdatePassword,
  ZUserCreate,
  ZUserDetails,
  ZUserInvite,
  ZUserIdParams,
  ZUserPublic,
  ZUserRegister,
  ZUsersPublic,
  ZUserUpdate,
  ZUserUpdateMe,
} from '../../core/api/users';
import { requireSuperuser, requireUser } from '../auth/current-user';
import { ensure } from '../policies/ensure';
import { canLinkUsers } from '../policies/enterprises';
import { canReadUser } from '../policies/users';
import { toUserPublic } from '../presenters/users';
import { createUser, registerUser } from '../services/create-user';
import { deleteUser } from '../services/delete-user';
import { getUserOr404 } from '../services/find-user';
import { getUserDetails } from '../services/get-user-details';
import { inviteUser } from '../services/invite-user';
import {
  acceptEnterpriseInvitation,
  linkUserToEnterprise,
  unlinkUserFromEnterprise,
} from '../services/link-user-to-enterprise';
import { listUsers } from '../services/list-users';
import { changeOwnPassword, updateOwnProfile, updateUser } from '../services/update-user';
import { bearer, errorResponses } from './responses';

const tags = ['users'];

/** `/users/…`: fixed paths first, `/users/{user_id}` last. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { tags, security: bearer };

  app.get(
    '/users/',
    {
      schema: {
        ...signedIn,
        summary: 'List users (superusers)',
        querystring: ZPageQuery,
        response: { 200: ZUsersPublic, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await requireSuperuser(request);
      return listUsers(app.ctx, request.query);
    },
  );

  app.post(
    '/users/',
    {
      schema: {
        ...signedIn,
        summary: 'Create a user (superusers)',
        body: ZUserCreate,
        response: { 200: ZUserPublic, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      await requireSuperuser(request);
      return toUserPublic(await createUser(app.ctx, request.body));
    },
  );

  app.post(
    '/users/invite',
    {
      schema: {
        ...signedIn,
        summary:
          'Invite someone to make an account (superusers; enterprise admins into their firm)',
        description:
          'Makes an account without a password and mails its owner a link to choose one (the ' +
          'password-reset link; no password is ever mailed). Superusers may name any enterprise ' +
          'or none, and get 409 for an email that has an account. Enterprise admins invite into ' +
          'their own enterprise and get the same answer whether or not the email has an account ' +
          '(an existing account is mailed the enterprise invitation instead).',
        body: ZUserInvite,
        response: { 200: ZMessage, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      inviteUser(app.ctx, { actor: await requireUser(request), input: request.body }),
  );

  app.get(
    '/users/me',
    {
      schema: {
        ...signedIn,
        summary: 'The current user',
        response: { 200: ZUserPublic, ...errorResponses(400, 401) },
      },
    },
    async (request) => toUserPublic(await requireUser(request)),
  );

  app.patch(
    '/users/me',
    {
      schema: {
        ...signedIn,
        summary: 'Update own name and email',
        body: ZUserUpdateMe,
        response: { 200: ZUserPublic, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return toUserPublic(await updateOwnProfile(app.ctx, { user, input: request.body }));
    },
  );

  app.delete(
    '/users/me',
    {
      schema: {
        ...signedIn,
        summary: 'Delete own account (not for superusers)',
        response: { 200: ZMessage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return deleteUser(app.ctx, { actor: user, target: user });
    },
  );

  app.patch(
    '/users/me/password',
    {
      schema: {
        ...signedIn,
        summary: 'Change own password; earlier tokens stop working, a fresh one is returned',
        body: ZUpdatePassword,
        response: { 200: ZPasswordChanged, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return changeOwnPassword(app.ctx, {
        user,
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
      });
    },
  );

  app.post(
    '/users/open',
    {
      schema: {
        tags,
        summary: 'Open registration (USERS_OPEN_REGISTRATION)',
        body: ZUserRegister,
        response: { 200: ZUserPublic, ...errorResponses(403, 409, 429) },
      },
    },
    async (request) =>
      toUserPublic(await registerUser(app.ctx, { input: request.body, ip: request.ip })),
  );

  app.get(
    '/users/get_user_details',
    {
      schema: {
        ...signedIn,
        summary: 'The current user with enterprise, plan and usage',
        response: { 200: ZUserDetails, ...errorResponses(400, 401) },
      },
    },
    async (request) => getUserDetails(app.ctx, await requireUser(request)),
  );

  for (const method of ['post', 'delete'] as const) {
    app[method](
      '/users/link_user_to_enterprise',
      {
        schema: {
          ...signedIn,
          summary:
            method === 'post'
              ? 'Invite a user (by email) to your enterprise; they join when they accept (admins, superusers)'
              : 'Remove a member (by email) from your enterprise (admins, superusers)',
          querystring: ZLinkUserQuery,
          response: { 200: ZMessage, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const actor = await requireUser(request);
        ensure(canLinkUsers(actor));
        const act = method === 'post' ? linkUserToEnterprise : unlinkUserFromEnterprise;
        return act(app.ctx, { actor, query: request.query });
      },
    );
  }

  app.post(
    '/users/accept_enterprise_invitation',
    {
      schema: {
        ...signedIn,
        summary: 'Accept a mailed enterprise invitation: the signed-in user joins the enterprise',
        body: ZAcceptInvitation,
        response: { 200: ZUserPublic, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return toUserPublic(
        await acceptEnterpriseInvitation(app.ctx, { user, invitation: request.body }),
      );
    },
  );

  app.get(
    '/users/:user_id',
    {
      schema: {
        ...signedIn,
        summary: 'A user by id (itself, or superusers)',
        params: ZUserIdParams,
        response: { 200: ZUserPublic, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      ensure(canReadUser(actor, request.params.user_id));
      return toUserPublic(await getUserOr404(app.ctx, request.params.user_id));
    },
  );

  app.patch(
    '/users/:user_id',
    {
      schema: {
        ...signedIn,
        summary: 'Update a user, privileges and password included (superusers)',
        params: ZUserIdParams,
        body: ZUserUpdate,
        response: { 200: ZUserPublic, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await requireSuperuser(request);
      const target = await getUserOr404(app.ctx, request.params.user_id);
      return toUserPublic(await updateUser(app.ctx, { actor, target, input: request.body }));
    },
  );

  app.delete(
    '/users/:user_id',
    {
      schema: {
        ...signedIn,
        summary: 'Delete a user (superusers; not themselves)',
        params: ZUserIdParams,
        response: { 200: ZMessage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await requireSuperuser(request);
      const target = await getUserOr404(app.ctx, request.params.user_id);
      return deleteUser(app.ctx, { actor, target });
    },
  );
};
