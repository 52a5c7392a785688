import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import os from 'node:os';
import path from 'node:path';

interface Certificates {
  source: string;
  caFile: string;
  ca: Buffer;
  cert: Buffer;
  key: Buffer;
}

// npm run dev's openssl fallback (scripts/dev-certs.js), made in a throwaway folder. devCertificates()
// itself is not called: where office-addin-dev-certs is installed it would add a CA to this
// machine's trust store.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const devCerts = require('../../scripts/dev-certs') as {
  opensslCertificates: (dir: string) => Certificates;
  OPENSSL_DIR: string;
};
let directory: string;
const make = (): Certificates => devCerts.opensslCertificates(directory);

beforeAll(() => {
  directory = path.join(mkdtempSync(path.join(os.tmpdir(), 'cw-devcerts-')), 'certs');
});

afterAll(() => rmSync(path.dirname(directory), { recursive: true, force: true }));

describe('the development certificate made with openssl', () => {
  it('lives in ~/.claimwright-dev-certs unless told otherwise', () => {
    expect(devCerts.OPENSSL_DIR).toBe(path.join(os.homedir(), '.claimwright-dev-certs'));
  });

  it('is a localhost and 127.0.0.1 server certificate signed by its own CA', () => {
    const made = make();
    expect(made.source).toBe('openssl');
    expect(made.caFile).toBe(path.join(directory, 'ca.crt'));
    const ca = new X509Certificate(made.ca);
    const cert = new X509Certificate(made.cert);
    expect(ca.ca).toBe(true);
    expect(cert.ca).toBe(false);
    expect(cert.verify(ca.publicKey)).toBe(true);
    expect(cert.checkIssued(ca)).toBe(true);
    expect(cert.checkHost('localhost')).toBe('localhost');
    expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(cert.checkHost('claims.firm.example')).toBeUndefined();
  });

  it('is made once and reused, so a CA the user trusted stays the one in use', () => {
    const first = make();
    const second = make();
    expect(second.cert.equals(first.cert)).toBe(true);
    expect(second.ca.equals(first.ca)).toBe(true);
  });

  it('passes a TLS handshake for localhost with only its CA trusted', async () => {
    const { cert, key, ca } = make();
    const server = https.createServer({ cert, key }, (_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await new Promise<{ body: string; authorized: boolean }>((resolve, reject) => {
        const request = https.get(
          { host: '127.0.0.1', port, servername: 'localhost', ca, agent: false },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () =>
              resolve({ body, authorized: (response.socket as TLSSocket).authorized }),
            );
          },
        );
        request.on('error', reject);
      });
      expect(answer).toEqual({ body: 'ok', authorized: true });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
