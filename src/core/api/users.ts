import { z } from 'zod';
import { ZEnterpriseRole } from './enterprises';
import { ZPassword } from './password';

const ZEmail = z.email().max(254).describe('unique, case-insensitive; stored lower-case');
const ZFullName = z
  .string()
  .trim()
  .max(255)
  .nullable()
  .describe('display name, up to 255 characters');

/** A user as every endpoint returns it (never the password hash or two-step secret). */
export const ZUserPublic = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string().nullable(),
  is_active: z.boolean().describe('inactive users cannot log in'),
  is_superuser: z.boolean(),
  enterprise_id: z.number().int().nullable().describe('the firm this user belongs to, if any'),
  enterprise_role: ZEnterpriseRole.nullable(),
  two_step_enabled: z.boolean().describe('true once TOTP enrolment is confirmed'),
  created_at: z.string().describe('ISO 8601'),
});
export type UserPublic = z.infer<typeof ZUserPublic>;

/** A page of users and the total count (`GET /users/`, enterprise members). */
export const ZUsersPublic = z.object({
  data: z.array(ZUserPublic),
  count: z.number().int().describe('total, ignoring skip/limit'),
});
export type UsersPublic = z.infer<typeof ZUsersPublic>;

/** `skip`/`limit` query of every list endpoint. */
export const ZPageQuery = z.object({
  skip: z.coerce.number().int().min(0).max(2147483647).default(0).describe('rows to skip'),
  limit: z.coerce.number().int().min(1).max(1000).default(100).describe('page size, 1–1000'),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

/** Path parameters of `/api/v1/users/{user_id}`. */
export const ZUserIdParams = z.object({
  user_id: z.coerce.number().int().positive().max(2147483647),
});
export type UserIdParams = z.infer<typeof ZUserIdParams>;

/** Body of `POST /api/v1/users/` (superusers). */
export const ZUserCreate = z.object({
  email: ZEmail,
  password: ZPassword,
  full_name: ZFullName.optional(),
  is_active: z.boolean().default(true),
  is_superuser: z.boolean().default(false),
});
export type UserCreate = z.input<typeof ZUserCreate>;

/**
 * Body of `POST /api/v1/users/invite` (superusers; enterprise admins into their own firm): makes
 * an account without a password and mails its owner a link to choose one. No password is sent.
 */
export const ZUserInvite = z.object({
  email: ZEmail,
  full_name: ZFullName.optional(),
  enterprise_id: z
    .number()
    .int()
    .positive()
    .max(2147483647)
    .optional()
    .describe('superusers: the enterprise the account joins; enterprise admins: their own only'),
  enterprise_role: ZEnterpriseRole.optional().describe('role in that enterprise; default member'),
});
export type UserInvite = z.infer<typeof ZUserInvite>;

/**
 * The answer an enterprise admin gets, whether the email is new (an account is made and mailed a
 * link to set its password) or has an account (it is mailed the enterprise invitation to accept).
 */
export const USER_INVITED_TO_ENTERPRISE =
  'An invitation has been sent to this email, unless its account belongs to another enterprise. A new account chooses its password from the link; an existing one joins when it accepts.';

/** Body of `POST /api/v1/users/open` (self-registration). */
export const ZUserRegister = z.object({
  email: ZEmail,
  password: ZPassword,
  full_name: ZFullName.optional(),
});
export type UserRegister = z.infer<typeof ZUserRegister>;

/** Body of `PATCH /api/v1/users/{user_id}` (superusers); absent fields stay as they are. */
export const ZUserUpdate = z.object({
  email: ZEmail.optional(),
  password: ZPassword.optional().describe('sets a new password and revokes earlier tokens'),
  full_name: ZFullName.optional(),
  is_active: z.boolean().optional(),
  is_superuser: z.boolean().optional(),
});
export type UserUpdate = z.infer<typeof ZUserUpdate>;

/** Body of `PATCH /api/v1/users/me`: profile only; privilege fields are ignored. */
export const ZUserUpdateMe = z.object({
  full_name: ZFullName.optional(),
  email: ZEmail.optional().describe('409 if another account has it'),
});
export type UserUpdateMe = z.infer<typeof ZUserUpdateMe>;

/** Body of `PATCH /api/v1/users/me/password`. */
export const ZUpdatePassword = z.object({
  current_password: z.string().min(1).max(128),
  new_password: ZPassword,
});
export type UpdatePassword = z.infer<typeof ZUpdatePassword>;

/**
 * Answer of `PATCH /api/v1/users/me/password`: the message plus a fresh token, because the change
 * revokes every earlier token (this session's included). Store it as the new `token`.
 */
export const ZPasswordChanged = z.object({
  message: z.string(),
  access_token: z.string().describe('replaces the revoked bearer token'),
  token_type: z.literal('bearer'),
});
export type PasswordChanged = z.infer<typeof ZPasswordChanged>;

/** Usage counters of `get_user_details`. */
export const ZUsageSummary = z.object({
  drafts: z.number().int().describe('drafts owned by the user'),
  generations: z.number().int().describe('generations started by the user, all time'),
  generations_this_month: z.number().int().describe('since the first day of the month, UTC'),
  enterprise_members: z.number().int().nullable().describe('members of the user’s enterprise'),
});
export type UsageSummary = z.infer<typeof ZUsageSummary>;

/** `GET /api/v1/users/get_user_details`: the current user with firm, plan and usage. */
export const ZUserDetails = ZUserPublic.extend({
  enterprise: z
    .object({ id: z.number().int(), name: z.string(), role: ZEnterpriseRole })
    .nullable()
    .describe('null when the user is not linked to a firm'),
  plan: z
    .string()
    .describe('id of the plan in effect (see GET /billing/plans); "free" on a self-hosted install'),
  usage: ZUsageSummary,
});
export type UserDetails = z.infer<typeof ZUserDetails>;
