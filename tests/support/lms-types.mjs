// The data types of the standards a castlab package reports in, written
// from the standards' text (not from what one runtime lets through), and
// checkers that say why a value breaks them. Each table names the section
// it comes from. A checker returns null for a value of the type, else the
// reason.

// ---------------------------------------------------------------- common

const ok = (test, why) => (test ? null : why);
const oneOf = (words) => (v) => ok(words.includes(v), `not one of ${words.join(', ')}`);

// RFC 3986 §3: URI = scheme ":" hier-part ["?" query] ["#" fragment];
// its characters: unreserved, gen-delims, sub-delims and %HH escapes.
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;

// ------------------------------------------------------------ SCORM 1.2
// ADL, SCORM Version 1.2, The SCORM Run-Time Environment (October 2001),
// §3.4, the data model: its data types, vocabularies and the CMIFeedback
// format of cmi.interactions.n.student_response per interaction type.
// "Alphanumeric" there excludes white space and unprintable characters
// (CMIIdentifier: "An alphanumeric group of characters with no white
// space or unprintable characters in it"); strings are ASCII
// (CMIString255: "A set of ASCII characters with a maximum length of 255
// characters"), so a free-text value here is printable ASCII.

const PRINTABLE = /^[\x20-\x7e]*$/;
const CHAR = '[0-9a-z]';

/** SCORM 1.2 RTE §3.4 data types. */
export const SCORM12_TYPES = {
  // "A number that may have a decimal point. If not preceded by a minus
  // sign, the number is presumed to be positive."
  CMIDecimal: (v) => ok(/^-?[0-9]+(\.[0-9]+)?$/.test(v), 'not a CMIDecimal'),
  CMIBlank: (v) => ok(v === '', 'not blank'),
  // "An alphanumeric group of characters with no white space or
  // unprintable characters in it. Maximum of 255 characters."
  CMIIdentifier: (v) => ok(/^[\x21-\x7e]{1,255}$/.test(v), 'not a CMIIdentifier (no white space, printable, 1 to 255 characters)'),
  CMIString255: (v) => ok(PRINTABLE.test(v) && v.length <= 255, 'not a CMIString255 (ASCII, at most 255 characters)'),
  // "A chronological point in a 24 hour clock ... HH:MM:SS.SS. Hours and
  // minutes shall contain exactly 2 digits. Seconds shall contain 2
  // digits, with an optional decimal point and 1 or 2 additional digits."
  CMITime: (v) => ok(/^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\.[0-9]{1,2})?$/.test(v), 'not a CMITime (HH:MM:SS.SS)'),
};

/** SCORM 1.2 RTE §3.4, CMIFeedback: the student_response of each
 * cmi.interactions.n.type. */
export const SCORM12_FEEDBACK = {
  // "one of the following single characters: 0, 1, t or f"
  'true-false': (v) => ok(/^[01tf]$/.test(v), 'a 1.2 true-false response is one of 0, 1, t, f'),
  // "one or more single characters separated by a comma. Legal characters
  // are 0 to 9 and a to z", in { } when all must be chosen
  choice: (v) => ok(new RegExp(`^(${CHAR}(,${CHAR})*|\\{${CHAR}(,${CHAR})*\\})$`).test(v), 'a 1.2 choice response is single characters 0-9, a-z separated by commas'),
  // "Any alpha-numeric string up to 255 characters in length. After the
  // first letter spaces are significant."
  'fill-in': (v) => ok(PRINTABLE.test(v) && v.length >= 1 && v.length <= 255 && v[0] !== ' ', 'a 1.2 fill-in response is printable ASCII, 1 to 255 characters, not starting with a space'),
  // "A string that can be interpreted as a CMIDecimal"
  numeric: SCORM12_TYPES.CMIDecimal,
  // "Single character. Legal characters are 0 to 9 and a to z."
  likert: (v) => ok(new RegExp(`^(${CHAR})?$`).test(v), 'a 1.2 likert response is one character 0-9, a-z'),
  // "One or more pairs of identifiers ... a single letter or number ...
  // separated by a period. Commas separate the pairs."
  matching: (v) => ok(new RegExp(`^(${CHAR}\\.${CHAR}(,${CHAR}\\.${CHAR})*|\\{${CHAR}\\.${CHAR}(,${CHAR}\\.${CHAR})*\\})$`).test(v), 'a 1.2 matching response is pairs like 1.a separated by commas'),
  // "Essentially an alphanumeric string of 255 characters or less."
  performance: (v) => ok(PRINTABLE.test(v) && v.length <= 255, 'a 1.2 performance response is printable ASCII, at most 255 characters'),
  // "A series of single characters separated by commas. Legal characters
  // are 0 to 9 and a to z."
  sequencing: (v) => ok(new RegExp(`^${CHAR}(,${CHAR})*$`).test(v), 'a 1.2 sequencing response is single characters 0-9, a-z separated by commas'),
};

/** SCORM 1.2 RTE §3.4: each element castlab may set, by its type. */
export const SCORM12_ELEMENTS = [
  // CMIVocabulary (Status); "not attempted" is the LMS's, never set by a SCO.
  [/^cmi\.core\.lesson_status$/, oneOf(['passed', 'completed', 'failed', 'incomplete', 'browsed'])],
  // CMIDecimal or CMIBlank.
  [/^cmi\.core\.score\.(raw|min|max)$/, (v) => (v === '' ? null : SCORM12_TYPES.CMIDecimal(v))],
  // CMITimespan: HHHH:MM:SS.SS (hours 2 to 4 digits).
  [/^cmi\.core\.session_time$/, (v) => ok(/^[0-9]{2,4}:[0-5][0-9]:[0-5][0-9](\.[0-9]{1,2})?$/.test(v), 'not a CMITimespan')],
  [/^cmi\.core\.exit$/, oneOf(['time-out', 'suspend', 'logout', ''])],
  [/^cmi\.interactions\.\d+\.id$/, SCORM12_TYPES.CMIIdentifier],
  // CMIVocabulary (Interaction).
  [/^cmi\.interactions\.\d+\.type$/, oneOf(['true-false', 'choice', 'fill-in', 'matching', 'performance', 'sequencing', 'likert', 'numeric'])],
  [/^cmi\.interactions\.\d+\.time$/, SCORM12_TYPES.CMITime],
  // CMIFeedback of the interaction's type (checked in `checkCalls`).
  [/^cmi\.interactions\.\d+\.student_response$/, null],
  // CMIVocabulary (Result) or a CMIDecimal.
  [/^cmi\.interactions\.\d+\.result$/, (v) => (['correct', 'wrong', 'unanticipated', 'neutral'].includes(v) ? null : SCORM12_TYPES.CMIDecimal(v) && 'not a 1.2 result (correct, wrong, unanticipated, neutral or a CMIDecimal)')],
];

// ------------------------------------------------------ SCORM 2004 4th ed.
// ADL, SCORM 2004 4th Edition, Run-Time Environment (RTE) Version 1.1
// (2009): §4.1 the data types (characterstring and its SPM,
// localized_string_type, long_ and short_identifier_type, real(10,7),
// time(second,10,0)), §4.2 each element (cmi.completion_status,
// cmi.score, cmi.success_status; §4.2.9 cmi.interactions, with Table
// 4.2.9.2a, the learner_response formats).

// real(10,7): a real number of at least 10 significant digits' precision
// with 7 after the decimal point (the LMS keeps that much; a SCO sends no
// more).
const real107 = (v) => ok(/^-?[0-9]+(\.[0-9]{1,7})?$/.test(v) && v.replace(/^-|\./g, '').replace(/^0+(?=\d)/, '').length <= 10, 'not a real(10,7)');

// "The long_identifier_type shall be a characterstring that conforms to
// the syntax defined for Universal Resource Identifiers (URI), refer to
// RFC 3986 ... shall not be an empty characterstring and cannot contain all
// white space characters ... an SPM of 4000 characters"; the
// short_identifier_type likewise, with an SPM of 250.
const identifier = (spm) => (v) => ok(typeof v === 'string' && v.length >= 1 && v.length <= spm && URI.test(v), `not a URI of 1 to ${spm} characters`);

/** SCORM 2004 4th ed. RTE §4.1 data types. */
export const SCORM2004_TYPES = {
  real107,
  long_identifier_type: identifier(4000),
  short_identifier_type: identifier(250),
  characterstring: (spm) => (v) => ok([...v].length <= spm, `longer than its SPM of ${spm} characters`),
  // localized_string_type: an optional {lang=<tag>} delimiter, then the
  // string (SPM counted on the string).
  localized_string_type: (spm) => (v) => {
    const m = /^\{lang=([A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)?\}/.exec(v);
    if (v.startsWith('{lang=') && !m) return 'a malformed {lang=} delimiter';
    return ok([...(m ? v.slice(m[0].length) : v)].length <= spm, `longer than its SPM of ${spm} characters`);
  },
  // time(second,10,0): YYYY[-MM[-DD[Thh[:mm[:ss[.s[TZD]]]]]]], the year
  // 1970 to 2038, s at most two digits (0.01 s), TZD Z or ±hh[:mm].
  time: (v) => ok(/^(19[7-9][0-9]|20[0-2][0-9]|203[0-8])(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3])(:[0-5][0-9](:[0-5][0-9](\.[0-9]{1,2}(Z|[+-]([01][0-9]|2[0-3])(:?[0-5][0-9])?)?)?)?)?)?)?)?$/.test(v), 'not a time(second,10,0)'),
};

const setOf = (item, sep = '[,]') => (v) => {
  const parts = v === '' ? [] : v.split(sep);
  const bad = parts.map(item).find(Boolean);
  if (bad) return `an item is ${bad}`;
  return ok(new Set(parts).size === parts.length, 'a set repeats an item');
};
const arrayOf = (item, sep = '[,]') => (v) => {
  const bad = v.split(sep).map(item).find(Boolean);
  return bad ? `an item is ${bad}` : null;
};

/** SCORM 2004 4th ed. RTE §4.2.9.2, Table 4.2.9.2a: learner_response by
 * cmi.interactions.n.type (the types castlab's answers can have; any
 * other is refused here, so a new one needs its row). */
export const SCORM2004_RESPONSE = {
  // state(true, false) bound to the tokens "true" and "false".
  'true-false': oneOf(['true', 'false']),
  // "set of short_identifier_type", separated by the reserved "[,]".
  choice: setOf(SCORM2004_TYPES.short_identifier_type),
  // real(10,7).
  numeric: real107,
  // "array of short_identifier_type", separated by "[,]".
  sequencing: arrayOf(SCORM2004_TYPES.short_identifier_type),
  // characterstring, SPM 4000.
  other: SCORM2004_TYPES.characterstring(4000),
};

/** SCORM 2004 4th ed. RTE §4.2: each element castlab may set. */
export const SCORM2004_ELEMENTS = [
  [/^cmi\.completion_status$/, oneOf(['completed', 'incomplete', 'not attempted', 'unknown'])],
  [/^cmi\.success_status$/, oneOf(['passed', 'failed', 'unknown'])],
  // real(10,7) in the range -1 to 1.
  [/^cmi\.score\.scaled$/, (v) => real107(v) ?? ok(Number(v) >= -1 && Number(v) <= 1, 'outside -1 to 1')],
  [/^cmi\.score\.(raw|min|max)$/, real107],
  [/^cmi\.exit$/, oneOf(['time-out', 'suspend', 'logout', 'normal', ''])],
  [/^cmi\.interactions\.\d+\.id$/, SCORM2004_TYPES.long_identifier_type],
  [/^cmi\.interactions\.\d+\.type$/, oneOf(['true-false', 'choice', 'fill-in', 'long-fill-in', 'matching', 'performance', 'sequencing', 'likert', 'numeric', 'other'])],
  [/^cmi\.interactions\.\d+\.timestamp$/, SCORM2004_TYPES.time],
  [/^cmi\.interactions\.\d+\.learner_response$/, null],
  // "correct", "incorrect", "unanticipated", "neutral" or a real(10,7).
  [/^cmi\.interactions\.\d+\.result$/, (v) => (['correct', 'incorrect', 'unanticipated', 'neutral'].includes(v) ? null : real107(v) && 'not a 2004 result')],
  [/^cmi\.interactions\.\d+\.description$/, SCORM2004_TYPES.localized_string_type(250)],
];

/**
 * Every SetValue of `calls` ([[element, value], …], in order) checked
 * against `version`'s tables ('1.2' or '2004'): the list of faults, empty
 * when each value is of its type. A response is checked against the type
 * set for its interaction before it; an element not in the table is a
 * fault too (castlab sets nothing unchecked).
 */
export function checkCalls(version, calls) {
  const [elements, responses, field] = version === '1.2'
    ? [SCORM12_ELEMENTS, SCORM12_FEEDBACK, 'student_response']
    : [SCORM2004_ELEMENTS, SCORM2004_RESPONSE, 'learner_response'];
  const types = {};
  const faults = [];
  const scores = {};
  for (const [element, value] of calls) {
    const say = (why) => faults.push(`${element} = ${JSON.stringify(value)}: ${why}`);
    if (typeof value !== 'string') {
      say('not a string');
      continue;
    }
    const row = elements.find(([re]) => re.test(element));
    if (!row) {
      say(`no such element in the SCORM ${version} tables`);
      continue;
    }
    const n = /^cmi\.interactions\.(\d+)\./.exec(element)?.[1];
    if (element.endsWith('.type')) types[n] = value;
    if (element.endsWith(`.${field}`)) {
      const check = responses[types[n]];
      if (!check) say(`no type set before it, or a type without a ${field} format here (${types[n]})`);
      else if (check(value)) say(check(value));
      continue;
    }
    const why = row[1](value);
    if (why) say(why);
    const score = /score\.(raw|min|max)$/.exec(element)?.[1];
    if (score && !why) scores[score] = Number(value);
  }
  // The raw score lies between min and max (each score element's meaning).
  if ('raw' in scores && 'min' in scores && 'max' in scores && !(scores.min <= scores.raw && scores.raw <= scores.max)) {
    faults.push(`score.raw ${scores.raw} outside [${scores.min}, ${scores.max}]`);
  }
  return faults;
}

// ------------------------------------------------------------ xAPI, cmi5
// xAPI 1.0.3 (ADL, 2016), Part Two: §2.4.1 id (a UUID), §2.4.4.1 the
// Activity definition with its interactionType and (§ "Response
// Patterns") the format of a response per type, §2.4.5 result, §2.4.5.1
// score (scaled -1 to 1, raw between min and max), duration an ISO 8601
// duration, §2.4.7 timestamp ISO 8601. cmi5 (AICC/ADL, "Quartz"): §9.3 the
// defined verbs, §9.5 their result (completion, success, score, duration),
// §9.6.2 the cmi5 and moveon categories and §9.6.3 the session id.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
// ISO 8601 date and time with a zone (RFC 3339's profile of it).
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
// ISO 8601 duration (PnYnMnDTnHnMnS, or PnW), at least one part.
const DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;
// An interaction component's id: "SHOULD NOT have whitespace".
const componentIds = (v) => ok(v.split('[,]').every((id) => id.length > 0 && !/\s/.test(id)), 'ids joined by [,], each without white space');

/** xAPI 1.0.3 "Response Patterns": result.response by interactionType. */
export const XAPI_RESPONSE = {
  'true-false': oneOf(['true', 'false']),
  choice: componentIds,
  numeric: (v) => ok(NUMBER.test(v), 'not a number'),
  sequencing: componentIds,
  other: (v) => ok(typeof v === 'string', 'not a string'),
};

export const CMI5 = {
  category: 'https://w3id.org/xapi/cmi5/context/categories/cmi5',
  moveon: 'https://w3id.org/xapi/cmi5/context/categories/moveon',
  session: 'https://w3id.org/xapi/cmi5/context/extensions/sessionid',
  // §9.3: the verbs an AU sends (the LMS sends launched, abandoned,
  // waived, satisfied).
  verbs: ['initialized', 'completed', 'passed', 'failed', 'terminated'].map((v) => `http://adlnet.gov/expapi/verbs/${v}`),
};

/** One statement against xAPI 1.0.3's types: the list of faults. */
export function checkStatement(s) {
  const faults = [];
  const need = (test, why) => { if (!test) faults.push(why); };
  need(UUID.test(s.id ?? ''), `id ${s.id} is not a UUID`);
  need(TIMESTAMP.test(s.timestamp ?? ''), `timestamp ${s.timestamp} is not ISO 8601 with a zone`);
  need(URI.test(s.verb?.id ?? ''), `verb.id ${s.verb?.id} is not an IRI`);
  need(s.verb?.display && Object.values(s.verb.display).every((t) => typeof t === 'string'), 'verb.display is not a language map');
  need(URI.test(encodeURI(s.object?.id ?? '')), `object.id ${s.object?.id} is not an IRI`);
  const r = s.result;
  if (r) {
    if (r.score) {
      const { scaled, raw, min, max } = r.score;
      if (scaled !== undefined) need(typeof scaled === 'number' && scaled >= -1 && scaled <= 1, `score.scaled ${scaled} outside -1 to 1`);
      if (min !== undefined && max !== undefined) need(min < max, `score.min ${min} not below max ${max}`);
      if (raw !== undefined) need((min === undefined || raw >= min) && (max === undefined || raw <= max), `score.raw ${raw} outside [${min}, ${max}]`);
    }
    if (r.duration !== undefined) need(DURATION.test(r.duration), `duration ${r.duration} is not ISO 8601`);
    for (const k of ['success', 'completion']) if (r[k] !== undefined) need(typeof r[k] === 'boolean', `result.${k} is not a boolean`);
    const kind = s.object?.definition?.interactionType;
    if (kind !== undefined && r.response !== undefined) {
      const check = XAPI_RESPONSE[kind];
      need(check && !check(r.response), `response ${JSON.stringify(r.response)} is not a ${kind} response${check ? `: ${check(r.response)}` : ''}`);
    }
  }
  return faults;
}

/**
 * A cmi5 AU's statements of one session, in the order stored, against
 * cmi5's rules for an AU (§9.3, §9.5, §9.6): the list of faults.
 * `masteryScore` is the launch's, or undefined.
 */
export function checkCmi5(statements, { registration, session, masteryScore }) {
  const faults = statements.flatMap((s, i) => checkStatement(s).map((f) => `#${i} ${f}`));
  const verb = (s) => s.verb.id.split('/').pop();
  const defined = statements.filter((s) => CMI5.verbs.includes(s.verb.id));
  const need = (test, why) => { if (!test) faults.push(why); };
  need(statements.length > 0 && verb(statements[0]) === 'initialized', 'the first statement is not initialized');
  need(statements.length > 0 && verb(statements.at(-1)) === 'terminated', 'the last statement is not terminated');
  for (const v of ['initialized', 'completed', 'passed', 'failed', 'terminated']) {
    need(defined.filter((s) => verb(s) === v).length <= 1, `more than one ${v}`);
  }
  need(!(defined.some((s) => verb(s) === 'passed') && defined.some((s) => verb(s) === 'failed')), 'both passed and failed');
  for (const s of statements) {
    const v = verb(s);
    const categories = (s.context?.contextActivities?.category ?? []).map((c) => c.id);
    need(s.context?.registration === registration, `${v}: context.registration is not the launch's`);
    need(s.context?.extensions?.[CMI5.session] === session, `${v}: no session id extension`);
    if (!CMI5.verbs.includes(s.verb.id)) {
      // An "allowed" statement: never the cmi5 category.
      need(!categories.includes(CMI5.category), `${v}: an allowed statement with the cmi5 category`);
      continue;
    }
    need(categories.includes(CMI5.category), `${v}: no cmi5 category`);
    const moveon = ['completed', 'passed', 'failed'].includes(v);
    need(categories.includes(CMI5.moveon) === moveon, `${v}: the moveon category ${moveon ? 'missing' : 'where it does not belong'}`);
    const r = s.result ?? {};
    if (v === 'completed') need(r.completion === true, 'completed without result.completion true');
    if (v === 'passed' || v === 'failed') {
      need(r.success === (v === 'passed'), `${v} with result.success ${r.success}`);
      const scaled = r.score?.scaled;
      if (masteryScore !== undefined) {
        need(typeof scaled === 'number', `${v} without score.scaled, with a masteryScore`);
        need(v === 'passed' ? scaled >= masteryScore : scaled < masteryScore, `${v} at ${scaled} against masteryScore ${masteryScore}`);
      }
    }
    if (v !== 'initialized') need(DURATION.test(r.duration ?? ''), `${v} without an ISO 8601 result.duration`);
  }
  return faults;
}
