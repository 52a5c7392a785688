import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/e2e/support/browser';
import { startServer } from '../test/e2e/support/server';

/** A bearer token as the client keeps it. */
export interface BenchToken {
  access_token: string;
  token_type: string;
}

/**
 * The page benches' set-up: a server serving `clientDir` with `user` as its first superuser,
 * headless Chromium, and that user's token. Stop both with `stop()`.
 */
export async function benchServer(
  user: { email: string; password: string },
  clientDir: string,
): Promise<{
  url: string;
  browser: Browser;
  token: BenchToken;
  stop: () => Promise<void>;
}> {
  const server = await startServer({
    FIRST_SUPERUSER: user.email,
    FIRST_SUPERUSER_PASSWORD: user.password,
    CLIENT_DIR: clientDir,
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
  const stop = async () => {
    await browser.close();
    await server.stop();
  };
  try {
    const login = await fetch(`${server.url}/api/v1/login/access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: user.email, password: user.password }).toString(),
    });
    if (!login.ok) throw new Error(`bench sign-in answered ${login.status}`);
    return { url: server.url, browser, token: (await login.json()) as BenchToken, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
