import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZEnterpriseCreate,
  ZEnterpriseIdParams,
  ZEnterprisePublic,
  ZEnterprisesPublic,
  ZEnterpriseUpdate,
} from '../../core/api/enterprises';
import { ZPageQuery, ZUsersPublic } from '../../core/api/users';
import { requireUser } from '../auth/current-user';
import { ensure } from '../policies/ensure';
import {
  canCreateEnterprise,
  canListEnterprises,
  canManageEnterprise,
  canReadEnterprise,
} from '../policies/enterprises';
import { AppError } from '../errors';
import { listUsers } from '../services/list-users';
import {
  createEnterprise,
  getEnterpriseOr404,
  listEnterprises,
  presentEnterprise,
  renameEnterprise,
} from '../services/manage-enterprises';
import { bearer, errorResponses } from './responses';

const schemaBase = { tags: ['enterprises'], security: bearer };

/** Enterprise (firm) accounts: create, list, read, rename, members. */
export const enterpriseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/enterprises/',
    {
      schema: {
        ...schemaBase,
        summary: 'List enterprises (superusers)',
        querystring: ZPageQuery,
        response: { 200: ZEnterprisesPublic, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      ensure(canListEnterprises(await requireUser(request)));
      return listEnterprises(app.ctx, request.query);
    },
  );

  app.post(
    '/enterprises/',
    {
      schema: {
        ...schemaBase,
        summary: 'Create an enterprise (superusers; or a user without one, who becomes its admin)',
        body: ZEnterpriseCreate,
        response: { 200: ZEnterprisePublic, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      if (!canCreateEnterprise(actor)) {
        throw new AppError('conflict', 'You already belong to an enterprise');
      }
      return createEnterprise(app.ctx, { actor, input: request.body });
    },
  );

  app.get(
    '/enterprises/:enterprise_id',
    {
      schema: {
        ...schemaBase,
        summary: 'An enterprise (its members, superusers)',
        params: ZEnterpriseIdParams,
        response: { 200: ZEnterprisePublic, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      ensure(canReadEnterprise(await requireUser(request), request.params.enterprise_id));
      return presentEnterprise(
        app.ctx,
        await getEnterpriseOr404(app.ctx, request.params.enterprise_id),
      );
    },
  );

  app.patch(
    '/enterprises/:enterprise_id',
    {
      schema: {
        ...schemaBase,
        summary: 'Rename an enterprise (its admins, superusers); 409 if another firm has the name',
        params: ZEnterpriseIdParams,
        body: ZEnterpriseUpdate,
        response: { 200: ZEnterprisePublic, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      ensure(canManageEnterprise(await requireUser(request), request.params.enterprise_id));
      return renameEnterprise(app.ctx, {
        enterpriseId: request.params.enterprise_id,
        name: request.body.name,
      });
    },
  );

  app.get(
    '/enterprises/:enterprise_id/users',
    {
      schema: {
        ...schemaBase,
        summary: 'Members of an enterprise (its admins, superusers)',
        params: ZEnterpriseIdParams,
        querystring: ZPageQuery,
        response: { 200: ZUsersPublic, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.params.enterprise_id;
      ensure(canManageEnterprise(await requireUser(request), id));
      await getEnterpriseOr404(app.ctx, id);
      return listUsers(app.ctx, { ...request.query, enterpriseId: id });
    },
  );
};
