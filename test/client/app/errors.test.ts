import { fieldLabel, plainTitle, describeError } from '../../../src/client/app/errors';

describe('describeError: the error catalogue', () => {
  it.each([
    [400, 'Bad Request', 'Incorrect email or password'],
    [401, 'Unauthorized', 'Could not validate credentials'],
    [403, 'Forbidden', 'Open registration is disabled'],
    [404, 'Not Found', 'User not found'],
    [409, 'Conflict', 'A user with this email already exists'],
    [429, 'Too Many Requests', 'Too many login attempts'],
    [500, 'Internal Server Error', 'Internal Server Error'],
    [502, 'Bad Gateway', 'upstream failed'],
    [503, 'Service Unavailable', 'The database is unreachable'],
    [504, 'Gateway Timeout', 'upstream timed out'],
  ])('%i → %s with the server detail', (status, title, detail) => {
    expect(describeError(status, 'ignored', { detail })).toEqual({ status, title, detail });
  });

  it.each([
    [400, 'Bad Request', 'The request could not be processed. Check what you entered.'],
    [401, 'Unauthorized', 'You are not signed in, or your session has expired.'],
    [403, 'Forbidden', 'You do not have permission to do this.'],
    [404, 'Not Found', 'What you asked for does not exist.'],
    [409, 'Conflict', 'This conflicts with data that already exists.'],
    [422, 'Validation Error', 'Some fields are not valid.'],
    [429, 'Too Many Requests', 'Too many attempts. Wait a moment and try again.'],
    [500, 'Internal Server Error', 'The server failed to handle this request. Try again later.'],
    [
      502,
      'Bad Gateway',
      'The server could not be reached through the gateway. Try again in a moment.',
    ],
    [
      503,
      'Service Unavailable',
      'The service is unavailable right now, perhaps for maintenance. Try again later.',
    ],
    [504, 'Gateway Timeout', 'The server took too long to answer. Try again in a moment.'],
  ])('%i without a detail → %s with the catalogue text', (status, title, detail) => {
    expect(describeError(status, '', undefined)).toEqual({ status, title, detail });
    expect(describeError(status, '', '<html>proxy page</html>')).toEqual({ status, title, detail });
    expect(describeError(status, '', { detail: '  ' })).toEqual({ status, title, detail });
  });

  it('422 lists every field message and maps them by field', () => {
    const body = {
      detail: [
        { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' },
        { loc: ['body', 'password'], msg: 'String should have at least 8 characters', type: 'x' },
        { loc: ['body', 'password'], msg: 'second message for password', type: 'x' },
        { loc: ['query', 'limit'], msg: 'Input should be a valid integer', type: 'int_parsing' },
        { loc: ['body'], msg: 'Field required', type: 'missing' },
      ],
    };
    expect(describeError(422, 'Unprocessable Entity', body)).toEqual({
      status: 422,
      title: 'Validation Error',
      detail: [
        'Email: value is not a valid email address',
        'Password: String should have at least 8 characters',
        'Password: second message for password',
        'Limit: Input should be a valid integer',
        'Body is required',
      ].join('\n'),
      fields: {
        email: 'value is not a valid email address',
        password: 'String should have at least 8 characters',
        limit: 'Input should be a valid integer',
        body: 'Field required',
      },
    });
  });

  it('422 with a plain message keeps it', () => {
    expect(describeError(422, '', { detail: 'Body is not valid JSON' })).toEqual({
      status: 422,
      title: 'Validation Error',
      detail: 'Body is not valid JSON',
    });
  });

  it('any other status → a generic error carrying status, status text and body', () => {
    expect(describeError(418, "I'm a teapot", { detail: 'short and stout' })).toEqual({
      status: 418,
      title: 'Error 418',
      detail: "418 I'm a teapot: short and stout",
    });
    expect(describeError(413, 'Payload Too Large', { detail: 'Body is too large' })).toEqual({
      status: 413,
      title: 'Error 413',
      detail: '413 Payload Too Large: Body is too large',
    });
    expect(describeError(507, '', 'disk full')).toEqual({
      status: 507,
      title: 'Error 507',
      detail: '507 Error: disk full',
    });
    expect(describeError(302, 'Found', { location: '/x' })).toEqual({
      status: 302,
      title: 'Error 302',
      detail: '302 Found: {"location":"/x"}',
    });
    expect(describeError(599, 'Odd', undefined)).toEqual({
      status: 599,
      title: 'Error 599',
      detail: '599 Odd',
    });
  });

  it('status 0 (no answer) → a network error', () => {
    expect(describeError(0, '', undefined)).toEqual({
      status: 0,
      title: 'Network Error',
      detail: 'Could not reach the server. Check your connection and try again.',
    });
  });
});

describe('plain words for people', () => {
  it('heads every catalogue error with words and a next step, never the status or its name', () => {
    for (const status of [0, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504, 418]) {
      const error = describeError(status, 'Whatever', { detail: 'x' });
      const title = plainTitle(error);
      expect(title).not.toMatch(/\d{3}|Bad Request|Forbidden|Validation|Unauthorized|Error/);
      expect(title.length).toBeGreaterThan(10);
    }
    expect(plainTitle({ status: 401, title: 'Unauthorized' })).toMatch(/Sign in again/);
  });

  it('keeps a title a page wrote itself', () => {
    expect(plainTitle({ status: 400, title: 'Missing reset token' })).toBe('Missing reset token');
  });

  it('names fields as forms do', () => {
    expect(fieldLabel('new_password')).toBe('New password');
    expect(fieldLabel('draft_id')).toBe('Draft');
    expect(fieldLabel('client_matter')).toBe('Client matter');
  });
});
