import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EnvError, EnvSchema, parseEnv } from '../../src/server/env';

const root = path.resolve(__dirname, '../..');

describe('parseEnv', () => {
  it('gives the laptop defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', LLM_PROVIDER: 'offline' });
    expect(env.DATABASE_URL).toBeUndefined();
    // Drafts are confidential: a laptop's server is not reachable from its network.
    expect(env.HOST).toBe('localhost');
  });

  it('listens on every interface in production, or where HOST says', () => {
    const secret = 'x'.repeat(32);
    expect(parseEnv({ PRODUCTION: 'true', SECRET_KEY: secret }).HOST).toBe('0.0.0.0');
    expect(parseEnv({ PRODUCTION: 'true', SECRET_KEY: secret, HOST: '10.0.0.5' }).HOST).toBe(
      '10.0.0.5',
    );
    expect(parseEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: 'x',
        DATABASE_URL: 'mysql://a',
        LOG_LEVEL: 'loud',
        USERS_OPEN_REGISTRATION: 'maybe',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
      'USERS_OPEN_REGISTRATION',
    ]);
  });

  it('requires SECRET_KEY in production', () => {
    expect(() => parseEnv({ PRODUCTION: 'true' })).toThrow(/SECRET_KEY/);
  });
});

describe('documentation of the environment', () => {
  const names = Object.keys(EnvSchema.shape);

  it('.env.example sets every variable the server reads, and no other', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const set = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect([...new Set(set)].sort()).toEqual([...names].sort());
  });

  it('the README configuration table names every variable', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const missing = names.filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
