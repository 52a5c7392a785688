import { z } from 'zod';

/** Password rule shared by every form and endpoint: 8 to 128 characters. */
export const ZPassword = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .describe('8 to 128 characters');

/** Body of `POST /api/v1/reset-password/`. */
export const ZNewPassword = z.object({
  token: z
    .string()
    .min(1)
    .max(2048)
    .describe('the `token` query parameter of the emailed reset link; single-use'),
  new_password: ZPassword,
});
export type NewPassword = z.infer<typeof ZNewPassword>;

/** Path parameters of `POST /api/v1/password-recovery/{email}`. */
export const ZPasswordRecoveryParams = z.object({
  email: z.email().max(254).describe('where to send the reset link if an account exists'),
});
export type PasswordRecoveryParams = z.infer<typeof ZPasswordRecoveryParams>;
