// The LMS packages' values in their standards' types (issue "Works where
// it is used"), without a browser: the type tables of
// tests/support/lms-types.mjs against the standards' own examples and
// castlab's former values; the package's scorm-values.js for every
// interaction type castlab has, in SCORM 1.2 and 2004; and the template's
// exercises.txt rules against the CLI's, link list by link list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';

import { CASTLAB } from '../support/cli.mjs';
import { SCORM12_FEEDBACK, SCORM12_TYPES, SCORM2004_RESPONSE, SCORM2004_TYPES, XAPI_RESPONSE, checkCalls, checkCmi5 } from '../support/lms-types.mjs';

const PACKAGE = new URL('../../cli/src/package/', import.meta.url);
const values = createRequire(import.meta.url)(new URL('scorm-values.js', PACKAGE).pathname);

test('the type tables take the standards\' own examples and refuse castlab\'s former values', () => {
  const takes = (check, v) => assert.equal(check(v), null, `${JSON.stringify(v)} refused: ${check(v)}`);
  const refuses = (check, v) => assert.notEqual(check(v), null, `${JSON.stringify(v)} taken`);
  // SCORM 1.2 RTE §3.4: its examples ("12:33:35.5", "a,b", "{a,b,c}", "1.a").
  takes(SCORM12_TYPES.CMITime, '12:33:35.5');
  refuses(SCORM12_TYPES.CMITime, '24:00:00');
  for (const v of ['a', 'a,b', '{a,b,c}', '0,9,z']) takes(SCORM12_FEEDBACK.choice, v);
  for (const v of ['t', 'f', '0', '1']) takes(SCORM12_FEEDBACK['true-false'], v);
  takes(SCORM12_FEEDBACK.matching, '1.a,2.c');
  takes(SCORM12_FEEDBACK.numeric, '-2.2');
  takes(SCORM12_TYPES.CMIIdentifier, 'urn:castlab:1-hops');
  refuses(SCORM12_TYPES.CMIIdentifier, 'two words');
  // castlab's former 1.2 values: a node as "0_0" in a choice, "true" for
  // a true-false, a plan of more than 255 characters as a performance.
  refuses(SCORM12_FEEDBACK.choice, '0_0');
  refuses(SCORM12_FEEDBACK.choice, 'A');
  refuses(SCORM12_FEEDBACK['true-false'], 'true');
  refuses(SCORM12_FEEDBACK.sequencing, '1_0,0_1');
  refuses(SCORM12_FEEDBACK.performance, 'x'.repeat(256));
  // SCORM 2004 4th ed. RTE §4.1, §4.2.9.2: the URN example of
  // long_identifier_type, "true", real(10,7), time(second,10,0).
  takes(SCORM2004_TYPES.long_identifier_type, 'urn:ADL:interaction-id-0001');
  refuses(SCORM2004_TYPES.long_identifier_type, '');
  takes(SCORM2004_RESPONSE['true-false'], 'true');
  takes(SCORM2004_RESPONSE.choice, 'urn:castlab:node:0_0[,]urn:castlab:node:1_0');
  refuses(SCORM2004_RESPONSE.choice, 'urn:x:a[,]urn:x:a');
  // castlab's former 2004 choice: "0_0" has no scheme, so is no URI.
  refuses(SCORM2004_RESPONSE.choice, '0_0');
  refuses(SCORM2004_RESPONSE.sequencing, '1_0[,]0_1');
  takes(SCORM2004_TYPES.real107, '0.6666667');
  refuses(SCORM2004_TYPES.real107, '0.66666667');
  refuses(SCORM2004_TYPES.real107, '12345678901');
  takes(SCORM2004_TYPES.time, '2026-11-28T10:25:37');
  takes(SCORM2004_TYPES.time, '2026-11-28T10:25:37.12Z');
  refuses(SCORM2004_TYPES.time, '2026-11-28T10:25:37.123Z');
  refuses(SCORM2004_TYPES.time, '2039-01-01');
  takes(SCORM2004_TYPES.localized_string_type(250), '{lang=en-US}How many hops?');
  refuses(SCORM2004_TYPES.localized_string_type(250), 'é'.repeat(251));
  assert.deepEqual(checkCalls('2004', [['cmi.score.scaled', '1.5']]).length, 1);
  assert.deepEqual(checkCalls('1.2', [['cmi.core.lesson_status', 'not attempted']]).length, 1);
  // cmi5's rules: a passed below the mastery score, a statement without
  // the session's id, and no terminated at the end are faults.
  const session = { registration: 'r', session: 's', masteryScore: 0.8 };
  const cmi5 = (verb, result, categories) => ({
    ...statement('other', 'x', true),
    verb: { id: `http://adlnet.gov/expapi/verbs/${verb}`, display: { 'en-US': verb } },
    result,
    context: { registration: 'r', extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': 's' }, contextActivities: { category: categories.map((id) => ({ id })) } },
  });
  const cat = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
  const moveon = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
  const passed = (scaled) => cmi5('passed', { success: true, score: { scaled }, duration: 'PT1S' }, [cat, moveon]);
  const terminated = cmi5('terminated', { duration: 'PT2S' }, [cat]);
  const initialized = cmi5('initialized', undefined, [cat]);
  assert.deepEqual(checkCmi5([initialized, passed(0.9), terminated], session), []);
  assert.ok(checkCmi5([initialized, passed(0.7), terminated], session).some((f) => /masteryScore/.test(f)));
  assert.ok(checkCmi5([initialized, passed(0.9)], session).some((f) => /terminated/.test(f)));
  const lost = { ...terminated, context: { ...terminated.context, extensions: {} } };
  assert.ok(checkCmi5([initialized, passed(0.9), lost], session).some((f) => /session id/.test(f)));
  // A response before its type, and an element no table has, are faults.
  assert.equal(checkCalls('1.2', [['cmi.interactions.0.student_response', 't']]).length, 1);
  assert.equal(checkCalls('2004', [['cmi.core.score.raw', '1']]).length, 1);
});

// castlab's answers as the embed posts them, one per interaction type, in
// the response formats README ("Put it in your LMS") gives: a node's
// coordinates joined by "_", a number, true or false, a vertex's labels
// as nodes joined by "[,]", a plan as its text (here longer than 1.2's
// 255 characters and 2004's 4000).
const plan = Array.from({ length: 400 }, (_, i) => `${1 + (i >> 4)}:(${i % 8},0)>(${i % 8},1)`).join(';');
const prompt = `Which node has the least TCD? ${'Click it on the map. '.repeat(20)}é`;
const ANSWERS = [
  ['choice', '2_5', 'least'],
  ['numeric', '12', 'hops'],
  ['true-false', 'true', 'contention'],
  ['true-false', 'false', 'contention'],
  ['sequencing', '1_0[,]0_1[,]2_1[,]1_2', 'build'],
  ['other', plan, 'build'],
];

function statement(kind, response, success) {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    timestamp: '2026-11-28T10:25:37.123Z',
    verb: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { 'en-US': 'answered' } },
    object: {
      objectType: 'Activity',
      id: 'https://lms.example.edu/pkg/castlab/index.html?v=1&ask=hops',
      definition: { name: { 'en-US': prompt }, type: 'http://adlnet.gov/expapi/activities/cmi.interaction', interactionType: kind },
    },
    result: { success, completion: success, response, score: { scaled: success ? 0.75 : 0, raw: success ? 0.75 : 0, min: 0, max: 1 }, duration: 'PT3.25S' },
  };
}

for (const version of ['1.2', '2004']) test(`SCORM ${version}: every interaction type castlab has is reported in the standard's types`, () => {
  const calls = [...values.start(version)];
  for (const [i, [kind, response, ask]] of ANSWERS.entries()) {
    // The input is a well-formed xAPI response of its type.
    assert.equal(XAPI_RESPONSE[kind](response), null, `${kind} ${response}`);
    for (const success of [false, true]) {
      const n = calls.filter(([e]) => e.endsWith('.id')).length;
      for (const [field, value] of values.interaction(version, i, ask, statement(kind, response, success))) {
        calls.push([`cmi.interactions.${n}.${field}`, value]);
      }
      calls.push(...values.score(version, success ? 0.875 : 0.25, success, success));
    }
  }
  assert.deepEqual(checkCalls(version, calls), []);
  // What each answer reads as, by the standard's own tokens.
  const set = Object.fromEntries(calls);
  if (version === '1.2') {
    assert.equal(set['cmi.interactions.0.type'], 'fill-in');
    assert.equal(set['cmi.interactions.0.student_response'], '2_5');
    assert.equal(set['cmi.interactions.5.student_response'], 't');
    assert.equal(set['cmi.interactions.7.student_response'], 'f');
    assert.equal(set['cmi.interactions.11.student_response'].length, 255);
  } else {
    assert.equal(set['cmi.interactions.0.learner_response'], 'urn:castlab:node:2_5');
    assert.equal(set['cmi.interactions.8.learner_response'], 'urn:castlab:node:1_0[,]urn:castlab:node:0_1[,]urn:castlab:node:2_1[,]urn:castlab:node:1_2');
    assert.equal([...set['cmi.interactions.11.learner_response']].length, 4000);
    assert.equal(set['cmi.interactions.0.timestamp'], '2026-11-28T10:25:37.12Z');
    assert.equal([...set['cmi.interactions.0.description']].length, 250);
  }
});

// exercises.js's reading of a template's exercises.txt, run as the page runs it.
function templateParse() {
  const context = { URLSearchParams, console };
  vm.createContext(context);
  vm.runInContext(`${readFileSync(new URL('exercises.js', PACKAGE), 'utf8')}\nthis.parse = castlabExercises.parse;`, context);
  return context.parse;
}

test('one pass= rule: the template\'s exercises.txt takes and refuses the link lists the CLI does, with its words', () => {
  const parse = templateParse();
  const dir = mkdtempSync(join(tmpdir(), 'castlab-pass-'));
  const site = join(dir, 'site');
  mkdirSync(site);
  for (const f of ['index.html', 'embed-host.js']) writeFileSync(join(site, f), '');
  const lists = [
    [['v=1&dims=4x4&src=1,2&ask=hops&pass=0.8', 'v=1&dims=8x8&ask=least&pass=0.8'], 0.8],
    [['v=1&ask=hops', 'v=1&ask=least'], 1],
    [['v=1&ask=hops&pass=1', 'v=1&ask=least'], 1],
    [['v=1&ask=hops&pass=0.5', 'v=1&ask=least&pass=0.50'], null],
    [['v=1&ask=hops&pass=0.8', 'v=1&dims=8x8&ask=least'], null],
    [['v=1&ask=hops', 'v=1&ask=least&pass=0.8'], null],
    [['v=1&ask=hops&pass=0.55'], null],
    [['v=1&ask=hops&pass=2'], null],
    [['v=1&dims=4x4'], null],
  ];
  try {
    for (const [links, pass] of lists) {
      const read = parse(`# a comment\n${links.map((l, i) => (i === 0 ? `https://example.edu/castlab/?${l}` : l)).join('\n')}\n`);
      let cli;
      try {
        execFileSync(CASTLAB, ['package', '--site', site, '--output', join(dir, 'p.zip'), ...links], { stdio: 'pipe' });
        cli = { ok: true };
      } catch (e) {
        cli = { ok: false, status: e.status, said: e.stderr.toString() };
      }
      if (pass === null) {
        assert.equal(cli.status, 2, `${links}: the CLI ${JSON.stringify(cli)}`);
        assert.ok(read.refused, `${links}: the template took it`);
        // The template's reason is the CLI's sentence.
        assert.ok(cli.said.includes(read.refused.replace(/; a package has one threshold$/, '')), `${links}: ${read.refused} | ${cli.said}`);
      } else {
        assert.ok(cli.ok, `${links}: the CLI refused: ${cli.said}`);
        assert.equal(read.refused, undefined, `${links}: ${read.refused}`);
        assert.equal(read.pass, pass);
        assert.deepEqual(Array.from(read.list, (e) => e.link), links);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
