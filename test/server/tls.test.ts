import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '../../src/server/env';
import { loadTls, TlsError } from '../../src/server/tls';

const root = path.resolve(__dirname, '../..');
const MARKER = 'tls-test-taskpane-3f9c';

let dir: string;
const file = (name: string): string => path.join(dir, name);

/** A throwaway self-signed certificate for localhost and 127.0.0.1, made by openssl. */
function selfSigned(name: string): void {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      file(`${name}-key.pem`),
      '-out',
      file(`${name}-cert.pem`),
    ],
    { stdio: 'pipe' },
  );
}

/** Runs src/server/main.ts (the real start-up path) with `env` on top of a clean environment. */
function startServer(env: Record<string, string>): ChildProcess {
  const base = { ...process.env };
  // The server must use its own PGlite directory even when CI points the tests at PostgreSQL.
  delete base.DATABASE_URL;
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...base,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SECRET_KEY: 'tls-test-secret-key-tls-test-secret-key',
      CLIENT_DIR: file('client'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the exit code and standard error of a process expected to stop by itself. */
function exitOf(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

/** Resolves with the address the server says it listens on. */
function listeningAddress(child: ChildProcess): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Server listening at (https?:\/\/[^\s"]+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

interface Answer {
  status: number;
  body: string;
  authorized: boolean;
  subject: string;
}

/** GET over HTTPS with Node's TLS client, trusting only `ca` (none: the system's authorities). */
function get(url: string, ca?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { ca, servername: 'localhost', agent: false }, (response) => {
      const socket = response.socket as TLSSocket;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          authorized: socket.authorized,
          subject: String(socket.getPeerCertificate().subject.CN),
        }),
      );
    });
    request.on('error', reject);
  });
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cw-tls-'));
  selfSigned('server');
  selfSigned('other');
  mkdirSync(file('client'));
  writeFileSync(file('client/index.html'), '<!doctype html><title>Claimwright</title>');
  writeFileSync(file('client/taskpane.html'), `<!doctype html><title>${MARKER}</title>`);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('TLS_CERT and TLS_KEY', () => {
  it('are set both or neither', () => {
    expect(() => parseEnv({ TLS_CERT: 'cert.pem' })).toThrow(/TLS_KEY: set TLS_CERT and TLS_KEY/);
    expect(() => parseEnv({ TLS_KEY: 'key.pem' })).toThrow(/TLS_CERT: set TLS_CERT and TLS_KEY/);
  });

  it('make PUBLIC_URL default to https on the served port; an explicit PUBLIC_URL wins', () => {
    expect(parseEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseEnv({ TLS_CERT: 'c', TLS_KEY: 'k', PORT: '8443' }).PUBLIC_URL).toBe(
      'https://localhost:8443',
    );
    const explicit = { TLS_CERT: 'c', TLS_KEY: 'k', PUBLIC_URL: 'https://claims.firm.example' };
    expect(parseEnv(explicit).PUBLIC_URL).toBe('https://claims.firm.example');
  });

  it('name the file that is missing, not PEM, or not the key of the certificate', () => {
    const load = (cert: string, key: string) => () => loadTls({ TLS_CERT: cert, TLS_KEY: key });
    expect(load(file('none.pem'), file('server-key.pem'))).toThrow(
      /^TLS_CERT: cannot read .*none\.pem \(ENOENT\)$/,
    );
    expect(load(file('server-key.pem'), file('server-key.pem'))).toThrow(
      /TLS_CERT: .* is not a PEM certificate/,
    );
    expect(load(file('server-cert.pem'), file('server-cert.pem'))).toThrow(
      /TLS_KEY: .* is not an unencrypted PEM private key/,
    );
    expect(load(file('server-cert.pem'), file('other-key.pem'))).toThrow(TlsError);
    expect(load(file('server-cert.pem'), file('other-key.pem'))).toThrow(
      /other-key\.pem is not the private key of .*server-cert\.pem/,
    );
    const tls = loadTls({ TLS_CERT: file('server-cert.pem'), TLS_KEY: file('server-key.pem') });
    expect(tls?.cert.toString()).toContain('BEGIN CERTIFICATE');
  });

  it('stop the server at start with the problem and exit code 78', async () => {
    const half = await exitOf(startServer({ TLS_CERT: file('server-cert.pem') }));
    expect(half.code).toBe(78);
    expect(half.stderr).toContain('TLS_KEY: set TLS_CERT and TLS_KEY together');
    const mismatched = await exitOf(
      startServer({ TLS_CERT: file('server-cert.pem'), TLS_KEY: file('other-key.pem') }),
    );
    expect(mismatched.code).toBe(78);
    expect(mismatched.stderr).toMatch(/other-key\.pem is not the private key of/);
  });
});

describe('the server over HTTPS', () => {
  let child: ChildProcess;
  let origin: string;
  let ca: Buffer;

  beforeAll(async () => {
    ca = readFileSync(file('server-cert.pem'));
    child = startServer({
      DATA_DIR: file('data'),
      TLS_CERT: file('server-cert.pem'),
      TLS_KEY: file('server-key.pem'),
    });
    origin = await listeningAddress(child);
  });

  afterAll(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });

  it('listens on https', () => {
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves the task pane through a verified TLS handshake when its certificate is trusted', async () => {
    const answer = await get(`${origin}/taskpane.html`, ca);
    expect(answer).toMatchObject({ status: 200, authorized: true, subject: 'localhost' });
    expect(answer.body).toContain(MARKER);
  });

  it('serves the API over the same connection kind', async () => {
    const answer = await get(`${origin}/api/v1/health`, ca);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok', database: { kind: 'pglite' } });
  });

  it('is refused by a client that does not trust the certificate', async () => {
    await expect(get(`${origin}/taskpane.html`)).rejects.toMatchObject({
      code: 'DEPTH_ZERO_SELF_SIGNED_CERT',
    });
  });
});
