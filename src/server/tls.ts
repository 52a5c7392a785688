import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Env } from './env';

/** The PEM certificate (chain) and private key the server serves HTTPS with. */
export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

function read(variable: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new TlsError(`${variable}: cannot read ${file} (${code})`);
  }
}

/** A certificate or key the server cannot serve with; the message says which file and why. */
export class TlsError extends Error {}

/**
 * Reads TLS_CERT and TLS_KEY when both are set (parseEnv has checked they come together) and checks
 * them here, so a wrong file stops the start with its name instead of an OpenSSL error at the
 * first handshake: a PEM certificate, a PEM private key, and the key belongs to the certificate.
 */
export function loadTls(env: Pick<Env, 'TLS_CERT' | 'TLS_KEY'>): TlsFiles | undefined {
  if (!env.TLS_CERT || !env.TLS_KEY) return undefined;
  const cert = read('TLS_CERT', env.TLS_CERT);
  const key = read('TLS_KEY', env.TLS_KEY);
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(cert);
  } catch {
    throw new TlsError(`TLS_CERT: ${env.TLS_CERT} is not a PEM certificate`);
  }
  let privateKey;
  try {
    privateKey = createPrivateKey(key);
  } catch {
    throw new TlsError(
      `TLS_KEY: ${env.TLS_KEY} is not an unencrypted PEM private key (a passphrase-protected key cannot be used)`,
    );
  }
  if (!certificate.checkPrivateKey(privateKey)) {
    throw new TlsError(`TLS_KEY: ${env.TLS_KEY} is not the private key of ${env.TLS_CERT}`);
  }
  return { cert, key };
}
