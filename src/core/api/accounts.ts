/**
 * Paths of the account endpoints under `/api/v1` (request/response schemas live in login.ts,
 * users.ts, enterprises.ts, two-step.ts, contact.ts and password.ts).
 */
export const AccountPaths = {
  /** POST form username+password → Token | TwoStepRequired; 400 wrong/inactive; 429 + Retry-After. */
  login: '/login/access-token',
  /** POST TwoStepLogin → Token; 400 bad code or token. */
  loginTwoStep: '/login/two-step',
  /** POST (bearer) → UserPublic. */
  testToken: '/login/test-token',
  /** POST → Message, the same whether or not the account exists. */
  passwordRecovery: (email: string) => `/password-recovery/${encodeURIComponent(email)}`,
  /** POST NewPassword → Message; 400 invalid, expired or already used token. */
  resetPassword: '/reset-password/',
  /** GET PageQuery → UsersPublic (superuser); POST UserCreate → UserPublic (superuser). */
  users: '/users/',
  /** GET → UserPublic; PATCH UserUpdateMe → UserPublic (409 email taken); DELETE → Message. */
  me: '/users/me',
  /** PATCH UpdatePassword → Message; revokes earlier tokens (log in again). */
  mePassword: '/users/me/password',
  /** POST UserRegister → UserPublic; 403 when registration is closed. */
  register: '/users/open',
  /** GET → UserDetails. */
  userDetails: '/users/get_user_details',
  /**
   * POST UserInvite → Message (superuser: 409 when the email has an account; enterprise admin:
   * the same answer either way). The mail's link sets the new account's password.
   */
  inviteUser: '/users/invite',
  /** POST|DELETE ?email=&enterprise_id=&role= → UserPublic (enterprise admin, superuser). */
  linkUserToEnterprise: '/users/link_user_to_enterprise',
  acceptEnterpriseInvitation: '/users/accept_enterprise_invitation',
  /** POST ContactForm → Message; 429 when an address sends too many. */
  contactForm: '/userssubmit-contact-form',
  /** GET (self, superuser), PATCH UserUpdate, DELETE (superuser) → UserPublic | Message. */
  user: (id: number) => `/users/${id}`,
  /** GET PageQuery → EnterprisesPublic (superuser); POST EnterpriseCreate → EnterprisePublic. */
  enterprises: '/enterprises/',
  /** GET → EnterprisePublic (members, superuser); PATCH EnterpriseUpdate (its admins, superuser). */
  enterprise: (id: number) => `/enterprises/${id}`,
  /** GET PageQuery → UsersPublic: members of the enterprise (its admins, superuser). */
  enterpriseUsers: (id: number) => `/enterprises/${id}/users`,
  /** POST → TwoStepEnrolment (pending until confirmed); 409 when already on. */
  twoStepEnrol: '/two-step/enrol',
  /** POST TwoStepConfirm → RecoveryCodes; turns two-step on. */
  twoStepConfirm: '/two-step/confirm',
  /** POST TwoStepDisable → Message; turns two-step off. */
  twoStepDisable: '/two-step/disable',
  /** POST TwoStepDisable → RecoveryCodes: replaces the recovery codes. */
  twoStepRecoveryCodes: '/two-step/recovery-codes',
} as const;
