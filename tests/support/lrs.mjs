// A real Learning Record Store on 127.0.0.1 for the grade tests: Learning
// Locker's statement service (`xapi-statements` on npm, in
// tests/package.json), in memory, with no database. It serves
// /xAPI/statements, takes any Basic credentials (AUTH_REPO=test) and
// refuses statements with keys xAPI 1.0.3 does not define.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVICE = fileURLToPath(new URL('../node_modules/xapi-statements/dist/index.js', import.meta.url));
export const AUTH = `Basic ${Buffer.from('castlab:test').toString('base64')}`;

async function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Starts the store; resolves to {endpoint, get(path), stop()} once it answers. */
export async function startLrs() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'castlab-lrs-'));
  const child = spawn(process.execPath, [SERVICE], {
    env: {
      ...process.env,
      AUTH_REPO: 'test',
      EVENTS_REPO: 'test',
      MODELS_REPO: 'memory',
      STORAGE_REPO: 'local',
      EXPRESS_PORT: String(port),
      EXPRESS_MORGAN_DIRECTORY: join(dir, 'logs'),
      FS_LOCAL_STORAGE_DIR: dir,
      WINSTON_CONSOLE_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  child.stderr.on('data', (d) => { said += d; });
  const endpoint = `http://127.0.0.1:${port}/xAPI/`;
  const get = async (path) => {
    const response = await fetch(`${endpoint}${path}`, { headers: { Authorization: AUTH, 'X-Experience-API-Version': '1.0.3' } });
    return { status: response.status, body: await response.json() };
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the LRS exited: ${said}`);
    const up = await get('about').then((r) => r.status === 200, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the LRS did not answer within 60 s: ${said}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    endpoint,
    get,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
