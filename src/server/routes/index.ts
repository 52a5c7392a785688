import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { billingRoutes } from './billing';
import type { CpuPool } from '../services/workers/pool';
import { contactRoutes } from './contact';
import { enterpriseRoutes } from './enterprises';
import { figureRoutes } from './figures';
import { draftingRoutes } from './generate';
import { healthRoutes } from './health';
import { loginRoutes } from './login';
import { rewriteRoutes } from './rewrite';
import { twoStepRoutes } from './two-step';
import { userRoutes } from './users';

/** Every API route, registered explicitly under `/api/v1`. Fixed paths before parameterised ones. */
export async function registerRoutes(
  app: FastifyInstance,
  deps: AppDeps & { cpuPool: CpuPool },
): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps.database));
      await api.register(draftingRoutes(deps));
      await api.register(figureRoutes(deps.database, deps.cpuPool));
      await api.register(loginRoutes);
      await api.register(userRoutes);
      await api.register(contactRoutes);
      await api.register(enterpriseRoutes);
      await api.register(twoStepRoutes);
      await api.register(rewriteRoutes(deps));
      await api.register(billingRoutes);
    },
    { prefix: '/api/v1' },
  );
}
