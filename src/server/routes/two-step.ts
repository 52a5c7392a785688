import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMessage } from '../../core/api/errors';
import {
  ZRecoveryCodes,
  ZTwoStepConfirm,
  ZTwoStepDisable,
  ZTwoStepEnrolment,
} from '../../core/api/two-step';
import { requireUser } from '../auth/current-user';
import {
  confirmTwoStep,
  disableTwoStep,
  enrolTwoStep,
  regenerateRecoveryCodes,
} from '../services/two-step';
import { bearer, errorResponses } from './responses';

const schemaBase = { tags: ['two-step'], security: bearer };

/** Two-step verification (TOTP) of the current user: enrol, confirm, disable, recovery codes. */
export const twoStepRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/two-step/enrol',
    {
      schema: {
        ...schemaBase,
        summary: 'Start enrolment: a secret, its otpauth URI and a QR code',
        response: { 200: ZTwoStepEnrolment, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => enrolTwoStep(app.ctx, await requireUser(request)),
  );

  app.post(
    '/two-step/confirm',
    {
      schema: {
        ...schemaBase,
        summary: 'Confirm with a code: two-step turns on, ten recovery codes are returned once',
        body: ZTwoStepConfirm,
        response: { 200: ZRecoveryCodes, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) =>
      confirmTwoStep(app.ctx, { user: await requireUser(request), code: request.body.code }),
  );

  app.post(
    '/two-step/disable',
    {
      schema: {
        ...schemaBase,
        summary: 'Turn two-step off (password + TOTP or recovery code)',
        body: ZTwoStepDisable,
        response: { 200: ZMessage, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) =>
      disableTwoStep(app.ctx, { user: await requireUser(request), ...request.body }),
  );

  app.post(
    '/two-step/recovery-codes',
    {
      schema: {
        ...schemaBase,
        summary: 'Replace the recovery codes (password + TOTP or recovery code)',
        body: ZTwoStepDisable,
        response: { 200: ZRecoveryCodes, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) =>
      regenerateRecoveryCodes(app.ctx, { user: await requireUser(request), ...request.body }),
  );
};
