// castlab's words read straight from locales/<tag>/*.ftl, so a test can
// say what a page in that language must show without asking the code
// under test. Enough of Fluent for castlab's resources: text, `{ $arg }`,
// `{ "literal" }`, `{ other-message }`, and one level of `{ $n -> [key]
// … *[other] … }` chosen by an exact key, then Intl.PluralRules, then the
// default. Numbers are written as castlab writes them in a sentence
// (web/src/l10n.rs, intl_number): the locale's decimal sign through Intl,
// grouped only when whole and of five digits or more (4096 as in links,
// 1.257.267 as the readouts).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = fileURLToPath(new URL('../../locales', import.meta.url));

/** id → the message's pattern (its lines joined, common indent removed). */
function messages(locale) {
  const out = new Map();
  for (const file of readdirSync(join(LOCALES, locale)).filter((f) => f.endsWith('.ftl')).sort()) {
    let id = null;
    let lines = [];
    const close = () => {
      if (id === null) return;
      const [first, ...rest] = lines;
      const indent = Math.min(...rest.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length));
      const body = rest.map((l) => l.slice(Number.isFinite(indent) ? indent : 0));
      out.set(id, (first.trim() ? [first.trim(), ...body] : body).join('\n').trimEnd());
      id = null;
    };
    for (const line of readFileSync(join(LOCALES, locale, file), 'utf8').split('\n')) {
      const start = line.match(/^([a-z][a-z0-9-]*) =(.*)$/);
      if (start) {
        close();
        [id, lines] = [start[1], [start[2]]];
      } else if (id !== null && (line.startsWith(' ') || line === '')) {
        lines.push(line);
      } else {
        close();
      }
    }
    close();
  }
  return out;
}

const cache = new Map();

/** The end of the placeable opened at `text[open]` ('{'). */
function closing(text, open) {
  let depth = 0;
  let quoted = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error(`an unclosed placeable in ${text}`);
}

/**
 * The message `id` of `locale` with `args` filled in, as castlab words it
 * (no bidi isolation marks: castlab-l10n turns them off).
 */
export function say(locale, id, args = {}) {
  if (!cache.has(locale)) cache.set(locale, messages(locale));
  const pattern = cache.get(locale).get(id);
  if (pattern === undefined) throw new Error(`${locale}: no message ${id}`);
  return fill(locale, pattern, args);
}

function value(locale, v) {
  if (typeof v !== 'number') return String(v);
  const useGrouping = Number.isInteger(v) && Math.abs(v) >= 10_000;
  return new Intl.NumberFormat(locale, { useGrouping }).format(v);
}

function fill(locale, pattern, args) {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] !== '{') {
      out += pattern[i];
      continue;
    }
    const end = closing(pattern, i);
    out += expression(locale, pattern.slice(i + 1, end).trim(), args);
    i = end;
  }
  return out;
}

function expression(locale, expr, args) {
  const literal = expr.match(/^"((?:[^"\\]|\\.)*)"$/);
  if (literal) return literal[1].replace(/\\(.)/g, '$1');
  const select = expr.match(/^\$([a-z_][a-z0-9_-]*)\s*->\s*([\s\S]*)$/i);
  if (select) {
    const n = args[select[1]];
    const variants = [...select[2].matchAll(/(\*?)\[([^\]]+)\]\s*([^\n]*)/g)]
      .map(([, star, key, text]) => ({ fallback: star === '*', key: key.trim(), text: text.trim() }));
    const category = typeof n === 'number' ? new Intl.PluralRules(locale).select(n) : null;
    const chosen = variants.find((v) => /^[0-9.]+$/.test(v.key) && Number(v.key) === n)
      ?? variants.find((v) => v.key === String(n) || v.key === category)
      ?? variants.find((v) => v.fallback);
    return fill(locale, chosen.text, args);
  }
  const arg = expr.match(/^\$([a-z_][a-z0-9_-]*)$/i);
  if (arg) {
    if (!(arg[1] in args)) throw new Error(`no value for $${arg[1]}`);
    return value(locale, args[arg[1]]);
  }
  if (/^[a-z][a-z0-9-]*$/.test(expr)) return say(locale, expr, args);
  throw new Error(`castlab's words take no such placeable: { ${expr} }`);
}
