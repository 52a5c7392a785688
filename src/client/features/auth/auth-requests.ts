import { AccountPaths } from '../../../core/api/accounts';
import type { LoginResponse, Token, TwoStepLogin } from '../../../core/api/login';
import type { NewPassword } from '../../../core/api/password';
import type { UserPublic, UserRegister } from '../../../core/api/users';
import type { Message } from '../../../core/api/errors';
import { apiRequest } from '../../app/http';

/** `POST /login/access-token`, form-encoded: a token or the two-step challenge. */
export function requestLogin(username: string, password: string): Promise<LoginResponse> {
  return apiRequest(
    'POST',
    AccountPaths.login,
    { username, password },
    { form: true, token: null },
  );
}

/** `POST /login/two-step`: the second step of a login. */
export function requestTwoStepLogin(body: TwoStepLogin): Promise<Token> {
  return apiRequest('POST', AccountPaths.loginTwoStep, body, { token: null });
}

/** `POST /users/open`: self-registration. */
export function requestRegister(body: UserRegister): Promise<UserPublic> {
  return apiRequest('POST', AccountPaths.register, body, { token: null });
}

/** `POST /password-recovery/{email}`: the same answer whether or not the account exists. */
export function requestPasswordRecovery(email: string): Promise<Message> {
  return apiRequest('POST', AccountPaths.passwordRecovery(email), undefined, { token: null });
}

/** `POST /reset-password/`: sets the new password with the emailed token. */
export function requestPasswordReset(body: NewPassword): Promise<Message> {
  return apiRequest('POST', AccountPaths.resetPassword, body, { token: null });
}
