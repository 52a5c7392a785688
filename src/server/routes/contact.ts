import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContactForm } from '../../core/api/contact';
import { ZMessage } from '../../core/api/errors';
import { submitContactForm } from '../services/submit-contact-form';
import { errorResponses } from './responses';

/** The public contact form, at the path the seed's client calls (no slash after "users"). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/userssubmit-contact-form',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team (rate-limited per IP)',
        body: ZContactForm,
        response: { 200: ZMessage, ...errorResponses(429) },
      },
    },
    async (request) => submitContactForm(app.ctx, { input: request.body, ip: request.ip }),
  );
};
