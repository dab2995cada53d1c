// The native CLI, the reference the browser must agree with.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEFAULT_BIN = fileURLToPath(new URL('../../target/debug/castlab', import.meta.url));
export const CASTLAB = process.env.CASTLAB_BIN ?? DEFAULT_BIN;

/** `castlab eval '<query>'`, parsed. */
export function castlabEval(query) {
  if (!existsSync(CASTLAB)) {
    throw new Error(`${CASTLAB} is missing: build it with 'cargo build -p castlab'`);
  }
  const out = execFileSync(CASTLAB, ['eval', query], {
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(out.toString());
}
