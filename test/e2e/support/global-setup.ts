import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer } from './server';

const root = path.resolve(__dirname, '../../..');

/** Starts one built server for the suite (`npm run build` first; CI does). */
export default async function globalSetup(): Promise<void> {
  for (const file of ['dist/client/index.html', 'dist/server/server/main.js']) {
    if (!existsSync(path.join(root, file))) {
      throw new Error(`${file} is missing: run \`npm run build\` before the end-to-end suite`);
    }
  }
  const server = await startServer({
    FIRST_SUPERUSER: 'admin@e2e.test',
    FIRST_SUPERUSER_PASSWORD: 'e2e-admin-password',
  });
  server.process.unref();
  process.env.E2E_BASE_URL = server.url;
  // Kept in this process's environment (global setup and teardown share the process), not in a
  // shared temp file that a second checkout's run would overwrite.
  process.env.E2E_SERVER_PID = String(server.process.pid);
}
