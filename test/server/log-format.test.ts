import Fastify from 'fastify';
import { prettyLogLine, prettyLogStream } from '../../src/server/log-format';
import { gatheredStdout, loggerOptions } from '../../src/server/logger';

describe('pretty log lines', () => {
  it('turns a record into one line: time, level, message, request, then the other fields', () => {
    const line = prettyLogLine(
      JSON.stringify({
        level: 30,
        time: Date.UTC(2026, 10, 24, 1, 15, 32),
        pid: 1,
        hostname: 'h',
        reqId: 'abc',
        msg: 'Password reset mail',
        to: 'ada@example.com',
        link: 'http://localhost:3000/reset-password?token=x',
      }),
    );
    expect(line).toBe(
      '01:15:32 INFO  Password reset mail  reqId=abc to=ada@example.com link=http://localhost:3000/reset-password?token=x\n',
    );
  });

  it('puts an error stack on the next line and passes text that is not JSON through', () => {
    const line = prettyLogLine(
      JSON.stringify({ level: 50, time: 0, msg: 'boom', err: { message: 'x', stack: 'Error: x' } }),
    );
    expect(line).toBe('00:00:00 ERROR boom\n  Error: x\n');
    expect(prettyLogLine('plain words')).toBe('plain words\n');
  });

  it('keeps the redaction when a real app logs through it', async () => {
    const out: string[] = [];
    const options = loggerOptions('info', { pretty: true });
    expect(options.logger).toMatchObject({ stream: expect.anything() });
    expect(loggerOptions('info').logger).toMatchObject({ stream: gatheredStdout() });
    const app = Fastify({
      ...options,
      logger: {
        ...(options.logger as object),
        stream: prettyLogStream({ write: (chunk: string) => out.push(chunk) }),
      },
    });
    app.post('/login', async (request) => {
      request.log.info({ password: 'hunter2 secret', email: 'ada@example.com' }, 'signing in');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/login?token=abc',
      headers: { authorization: 'Bearer sekret' },
      payload: { password: 'x' },
    });
    await app.close();
    const text = out.join('');
    expect(text).toMatch(/^\d\d:\d\d:\d\d INFO  incoming request POST \/login\?…/m);
    expect(text).toMatch(/INFO  request completed 200 /);
    expect(text).toMatch(/signing in {2}reqId=\S+ password=\[redacted\] email=ada@example.com/);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('sekret');
    expect(text).not.toMatch(/^\{/m);
  });

  it('writes the records of one event-loop turn to stdout in one write, after the turn', async () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const out = gatheredStdout();
      out.write('{"msg":"one"}\n');
      out.write('{"msg":"two"}\n');
      expect(write).not.toHaveBeenCalled();
      await new Promise((resolve) => setImmediate(resolve));
      expect(write.mock.calls).toEqual([['{"msg":"one"}\n{"msg":"two"}\n']]);
      out.write('{"msg":"three"}\n');
      await new Promise((resolve) => setImmediate(resolve));
      expect(write.mock.calls.at(-1)).toEqual(['{"msg":"three"}\n']);
    } finally {
      write.mockRestore();
    }
  });
});
