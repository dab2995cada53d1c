// The native CLI, the reference the browser must agree with.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEFAULT_BIN = fileURLToPath(new URL('../../target/debug/castlab', import.meta.url));
export const CASTLAB = process.env.CASTLAB_BIN ?? DEFAULT_BIN;

/** What `castlab eval [flags] '<query>'` prints, as bytes. */
export function castlabEvalBytes(query, flags = []) {
  if (!existsSync(CASTLAB)) {
    throw new Error(`${CASTLAB} is missing: build it with 'cargo build -p castlab'`);
  }
  return execFileSync(CASTLAB, ['eval', ...flags, query], {
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/** `castlab eval '<query>'`, parsed. */
export function castlabEval(query) {
  return JSON.parse(castlabEvalBytes(query).toString());
}

/** `castlab examples`, parsed: the gallery. */
export function castlabExamples() {
  return JSON.parse(execFileSync(CASTLAB, ['examples'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
}
