import { z } from 'zod';

/** Form fields of `POST /api/v1/login/access-token` (OAuth2 password form, form-encoded). */
export const ZLoginForm = z.object({
  username: z.string().min(1).max(254).describe('the account email'),
  password: z.string().min(1).max(128),
  grant_type: z.string().max(64).optional().describe('ignored; OAuth2 clients send "password"'),
  scope: z.string().max(1024).optional().describe('ignored'),
  client_id: z.string().max(256).optional().describe('ignored'),
  client_secret: z.string().max(256).optional().describe('ignored'),
});
export type LoginForm = z.infer<typeof ZLoginForm>;

/** A bearer token: the whole object is what the client stores as `token`. */
export const ZToken = z.object({
  access_token: z.string().describe('HS256 JWT; send as `Authorization: Bearer …`'),
  token_type: z.literal('bearer'),
});
export type Token = z.infer<typeof ZToken>;

/** Login answer for an account with two-step verification on: no access token yet. */
export const ZTwoStepRequired = z.object({
  two_step_required: z.literal(true),
  two_step_token: z
    .string()
    .describe('short-lived (5 min), single-use; only accepted by POST /login/two-step'),
});
export type TwoStepRequired = z.infer<typeof ZTwoStepRequired>;

/** Body of a successful `POST /login/access-token`: a token, or the two-step challenge. */
export const ZLoginResponse = z.union([ZToken, ZTwoStepRequired]);
export type LoginResponse = z.infer<typeof ZLoginResponse>;

/** True when a login answer asks for the second step. */
export function isTwoStepRequired(response: LoginResponse): response is TwoStepRequired {
  return 'two_step_required' in response && response.two_step_required === true;
}

/** Body of `POST /api/v1/login/two-step`. */
export const ZTwoStepLogin = z.object({
  two_step_token: z.string().min(1).max(2048).describe('from the login answer'),
  code: z
    .string()
    .min(6)
    .max(32)
    .describe('the 6-digit authenticator code, or an unused recovery code (xxxx-xxxx-xxxx-xxxx)'),
});
export type TwoStepLogin = z.infer<typeof ZTwoStepLogin>;
