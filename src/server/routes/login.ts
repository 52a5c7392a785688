import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMessage } from '../../core/api/errors';
import { ZLoginForm, ZLoginResponse, ZToken, ZTwoStepLogin } from '../../core/api/login';
import { ZNewPassword, ZPasswordRecoveryParams } from '../../core/api/password';
import { ZUserPublic } from '../../core/api/users';
import { requireUser } from '../auth/current-user';
import { toUserPublic } from '../presenters/users';
import { completeTwoStepLogin, logIn } from '../services/log-in';
import { deviceCookie, deviceTokenFrom } from '../services/login-throttle';
import { requestPasswordRecovery, resetPassword } from '../services/recover-password';
import { bearer, errorResponses } from './responses';

/** Login (password, two-step), token test, password recovery and reset. */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login/access-token',
    {
      schema: {
        tags: ['login'],
        summary: 'OAuth2 password login (form-encoded); two-step users get a challenge instead',
        consumes: ['application/x-www-form-urlencoded'],
        body: ZLoginForm,
        response: { 200: ZLoginResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { response, user } = await logIn(app.ctx, {
        email: request.body.username,
        password: request.body.password,
        ip: request.ip,
        device: deviceTokenFrom(request.headers.cookie),
      });
      if (user) void reply.header('set-cookie', deviceCookie(app.ctx, user));
      return response;
    },
  );

  app.post(
    '/login/two-step',
    {
      schema: {
        tags: ['login'],
        summary: 'Second step: two-step token + TOTP or recovery code → access token',
        body: ZTwoStepLogin,
        response: { 200: ZToken, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { response, user } = await completeTwoStepLogin(app.ctx, {
        twoStepToken: request.body.two_step_token,
        code: request.body.code,
        ip: request.ip,
      });
      void reply.header('set-cookie', deviceCookie(app.ctx, user));
      return response;
    },
  );

  app.post(
    '/login/test-token',
    {
      schema: {
        tags: ['login'],
        summary: 'The user of the bearer token',
        security: bearer,
        response: { 200: ZUserPublic, ...errorResponses(400, 401) },
      },
    },
    async (request) => toUserPublic(await requireUser(request)),
  );

  app.post(
    '/password-recovery/:email',
    {
      schema: {
        tags: ['login'],
        summary: 'Mail a reset link; the same answer whether or not the account exists',
        params: ZPasswordRecoveryParams,
        response: { 200: ZMessage, ...errorResponses(429) },
      },
    },
    async (request) =>
      requestPasswordRecovery(app.ctx, { email: request.params.email, ip: request.ip }),
  );

  app.post(
    '/reset-password/',
    {
      schema: {
        tags: ['login'],
        summary: 'Set a new password with the emailed token (single-use)',
        body: ZNewPassword,
        response: { 200: ZMessage, ...errorResponses(400) },
      },
    },
    async (request) =>
      resetPassword(app.ctx, { token: request.body.token, newPassword: request.body.new_password }),
  );
};
