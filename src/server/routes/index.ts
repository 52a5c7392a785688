import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { healthRoutes } from './health';

/** Every API route, registered explicitly under `/api/v1`. Fixed paths before parameterised ones. */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps.database));
    },
    { prefix: '/api/v1' },
  );
}
