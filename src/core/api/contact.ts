import { z } from 'zod';

/** Body of `POST /api/v1/userssubmit-contact-form` (path as the seed's client calls it). */
export const ZContactForm = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254).describe('where we answer'),
  company: z.string().trim().max(200).nullable().optional(),
  message: z.string().trim().min(1).max(5000).describe('1–5000 characters'),
});
export type ContactForm = z.infer<typeof ZContactForm>;
