/**
 * The certificate `npm run dev` serves https://localhost with. Word loads add-in pages only over
 * HTTPS from a certificate the system trusts, so first choice is office-addin-dev-certs (an
 * optional dependency): it makes a development CA, asks the system to trust it (an administrator
 * prompt on Windows and macOS, sudo on Linux) and signs a localhost certificate in
 * ~/.office-addin-dev-certs. Where it is not installed, or fails, openssl makes the same pair in
 * ~/.claimwright-dev-certs, and the user is told how to trust its CA.
 */
const { execFileSync } = require('node:child_process');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const OPENSSL_DIR = path.join(os.homedir(), '.claimwright-dev-certs');
const DAYS = 365;

function trustInstructions(caFile) {
  return [
    `Word loads the task pane only if your system trusts ${caFile}:`,
    `  Windows: certutil -addstore -user Root "${caFile}"`,
    `  macOS:   sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain "${caFile}"`,
    `  Linux (Word on the web in a browser): import it as an authority in the browser's certificate settings`,
  ].join('\n');
}

function openssl(args, cwd) {
  execFileSync('openssl', args, { cwd, stdio: 'pipe' });
}

/** A CA and a localhost certificate signed by it, made once in `dir` with openssl and reused. */
function opensslCertificates(dir = OPENSSL_DIR) {
  const file = (name) => path.join(dir, name);
  if (!existsSync(file('localhost.crt')) || !existsSync(file('ca.crt'))) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const curve = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
    openssl(
      ['req', '-x509', ...curve, '-days', String(DAYS), '-subj', '/CN=Claimwright development CA']
        .concat(['-addext', 'basicConstraints=critical,CA:TRUE'])
        .concat(['-addext', 'keyUsage=critical,keyCertSign,cRLSign'])
        .concat(['-keyout', 'ca.key', '-out', 'ca.crt']),
      dir,
    );
    openssl(
      [
        'req',
        ...curve,
        '-subj',
        '/CN=localhost',
        '-keyout',
        'localhost.key',
        '-out',
        'localhost.csr',
      ],
      dir,
    );
    writeFileSync(
      file('localhost.ext'),
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1\nextendedKeyUsage=serverAuth\n',
    );
    openssl(
      ['x509', '-req', '-in', 'localhost.csr', '-CA', 'ca.crt', '-CAkey', 'ca.key']
        .concat(['-CAcreateserial', '-days', String(DAYS), '-extfile', 'localhost.ext'])
        .concat(['-out', 'localhost.crt']),
      dir,
    );
  }
  return {
    source: 'openssl',
    caFile: file('ca.crt'),
    ca: readFileSync(file('ca.crt')),
    cert: readFileSync(file('localhost.crt')),
    key: readFileSync(file('localhost.key')),
  };
}

/** Resolves with `{ source, ca, cert, key, caFile }` and prints where they came from. */
async function devCertificates(log = (line) => process.stderr.write(`${line}\n`)) {
  let devCerts;
  try {
    devCerts = require('office-addin-dev-certs');
  } catch {
    log(
      'office-addin-dev-certs is not installed (an optional dependency npm skips where it cannot ' +
        'build; see README "Word add-in"): making a certificate with openssl instead.',
    );
  }
  if (devCerts) {
    try {
      const options = await devCerts.getHttpsServerOptions();
      log('Serving with the trusted development certificate of office-addin-dev-certs.');
      return { source: 'office-addin-dev-certs', caFile: null, ...options };
    } catch (err) {
      log(`office-addin-dev-certs could not install its certificate (${String(err).trim()}):`);
      log('making one with openssl instead.');
    }
  }
  let certificates;
  try {
    certificates = opensslCertificates();
  } catch (err) {
    throw new Error(
      `openssl could not make a development certificate (${err.message}). Install openssl, or ` +
        'install office-addin-dev-certs (npm install office-addin-dev-certs).',
    );
  }
  log(`Serving with ${path.join(OPENSSL_DIR, 'localhost.crt')}, signed by a CA made here.`);
  log(trustInstructions(certificates.caFile));
  return certificates;
}

module.exports = { devCertificates, opensslCertificates, OPENSSL_DIR };
