import { z } from 'zod';

const ZTotpCode = z
  .string()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')
  .describe('6-digit TOTP code');

/** Answer of `POST /api/v1/two-step/enrol`: a pending secret to scan, not active until confirmed. */
export const ZTwoStepEnrolment = z.object({
  secret: z.string().describe('base32 TOTP secret, for manual entry'),
  otpauth_uri: z.string().describe('otpauth://totp/… URI (SHA-1, 6 digits, 30 s)'),
  qr_code: z.string().describe('data:image/png;base64,… QR code of otpauth_uri'),
});
export type TwoStepEnrolment = z.infer<typeof ZTwoStepEnrolment>;

/** Body of `POST /api/v1/two-step/confirm`. */
export const ZTwoStepConfirm = z.object({ code: ZTotpCode });
export type TwoStepConfirm = z.infer<typeof ZTwoStepConfirm>;

/** Answer of confirm (and of regenerating): ten single-use recovery codes, shown once. */
export const ZRecoveryCodes = z.object({
  recovery_codes: z
    .array(z.string())
    .length(10)
    .describe('xxxx-xxxx-xxxx-xxxx; each works once in place of a TOTP code; stored hashed'),
});
export type RecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/**
 * Body of `POST /api/v1/two-step/disable` and `POST /api/v1/two-step/recovery-codes`: the password
 * plus a current TOTP code or an unused recovery code.
 */
export const ZTwoStepDisable = z.object({
  password: z.string().min(1).max(128),
  code: z.string().min(6).max(32).describe('TOTP code or recovery code'),
});
export type TwoStepDisable = z.infer<typeof ZTwoStepDisable>;
