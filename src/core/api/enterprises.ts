import { z } from 'zod';

/** Role of a user inside its enterprise (law firm). */
export const ZEnterpriseRole = z
  .enum(['admin', 'member'])
  .describe('admin manages the firm and its members; member drafts');
export type EnterpriseRole = z.infer<typeof ZEnterpriseRole>;

/** An enterprise (firm) account as the API shows it. */
export const ZEnterprisePublic = z.object({
  id: z.number().int(),
  name: z.string(),
  member_count: z.number().int().describe('users linked to it'),
  created_at: z.string().describe('ISO 8601'),
});
export type EnterprisePublic = z.infer<typeof ZEnterprisePublic>;

/** `GET /api/v1/enterprises/` (superusers): a page of enterprises and the total. */
export const ZEnterprisesPublic = z.object({
  data: z.array(ZEnterprisePublic),
  count: z.number().int().describe('total, ignoring skip/limit'),
});
export type EnterprisesPublic = z.infer<typeof ZEnterprisesPublic>;

const ZEnterpriseName = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .describe('the firm name, 1–200 characters');

/**
 * Body of `POST /api/v1/enterprises/`. A superuser may name an existing user as its first admin;
 * a signed-in user without an enterprise creates one and becomes its admin.
 */
export const ZEnterpriseCreate = z.object({
  name: ZEnterpriseName,
  admin_email: z
    .email()
    .max(254)
    .optional()
    .describe('superusers only: an existing user, not linked elsewhere, made its admin'),
});
export type EnterpriseCreate = z.infer<typeof ZEnterpriseCreate>;

/** Body of `PATCH /api/v1/enterprises/{enterprise_id}`. */
export const ZEnterpriseUpdate = z.object({ name: ZEnterpriseName });
export type EnterpriseUpdate = z.infer<typeof ZEnterpriseUpdate>;

/** Path parameters of `/api/v1/enterprises/{enterprise_id}…`. */
export const ZEnterpriseIdParams = z.object({
  enterprise_id: z.coerce.number().int().positive().max(2147483647),
});
export type EnterpriseIdParams = z.infer<typeof ZEnterpriseIdParams>;

/** Query of `POST|DELETE /api/v1/users/link_user_to_enterprise`. */
export const ZLinkUserQuery = z.object({
  email: z.email().max(254).describe('the user to link or unlink'),
  enterprise_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2147483647)
    .optional()
    .describe('superusers: the target enterprise; others always act on their own enterprise'),
  role: ZEnterpriseRole.optional().describe('POST only; default member'),
});
export type LinkUserQuery = z.infer<typeof ZLinkUserQuery>;

/** Body of `POST /api/v1/users/accept_enterprise_invitation`: what the invitation link carries. */
export const ZAcceptInvitation = z.object({
  token: z.string().min(1).max(4096).describe('the token of the mailed invitation link'),
  enterprise_id: z.number().int().positive().max(2147483647),
  role: ZEnterpriseRole,
});
export type AcceptInvitation = z.infer<typeof ZAcceptInvitation>;

/** The answer to an invitation, whether or not the email has an account. */
export const INVITATION_SENT =
  'If an account exists for this email and belongs to no other enterprise, an invitation has been sent to it';
