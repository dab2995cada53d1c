// Shared by the SCORM and cmi5 launch pages (launch.js): the package's
// exercises, as castlab embeds.
//
// A package made from links carries them in the page's JSON; a template's
// are in exercises.txt: one castlab link per line (a whole address, or its
// part after '?'), '#' starting a comment. The template keeps the CLI's
// rules (castlab package): every link asks a question (ask=), at most 50
// links, one threshold: every link's pass= (1 where a link has none)
// the same, a decimal from 0 to 1 with at most one digit after the point,
// and one language: every link's locale= the same (or none), which the
// page then speaks (its JSON's "languages").
// A list that breaks one is refused, with the CLI's words, and no exercise
// is shown: a package must not grade by a threshold its author did not mean.
//
// Every address here names a file: an LMS serves a package's files from its
// file store by path, with no folder index, so 'castlab/' would be a 404.
/* global castlab */
/* exported castlabExercises, castlabStatus, castlabSay */

// The page's words: the package's own (its JSON's "words", in the
// package's language, as castlab package words locales/<tag>/package.ftl),
// else these English ones, which are locales/en/package.ftl's (castlab's
// tests hold the two equal). {name} is a value the page fills in.
var castlabEnglish = // words:begin
{
  "package-pass-not-decimal": "pass={value}: expected a number with at most one decimal, like 1.5",
  "package-pass-range": "pass={value}: must be between 0 and 1",
  "package-asks-no-question": "'{link}' asks no question: add ask= (README, \"Exercises\")",
  "package-link-refused": "'{link}': {why}",
  "package-pass-differs": "'{link}': pass= differs from the first link's; a package has one threshold",
  "package-locale-differs": "'{link}': locale= differs from the first link's; a package has one language",
  "package-no-link": "no exercise link",
  "package-too-many": "{count} links: a package holds at most {max}",
  "package-exercise-title": "Exercise {n}",
  "package-default-title": "castlab exercises",
  "package-refused": "exercises.txt: {why}. The exercises are not shown: correct exercises.txt and zip the package again.",
  "package-unreadable": "cannot be read ({why})",
  "package-status-done": "All answered: score {percent}.",
  "package-status-progress": "Score so far: {percent} (each exercise's best, over all {count}); {right} of {count} answered right.",
  "package-not-recorded": "Your score may not be recorded: {why}.",
  "package-no-lms": "this page found no LMS to report to ({api})",
  "package-lms-error": " (error {code}{words})",
  "package-lms-missing": "the LMS has no {method}",
  "package-lms-failed": "the LMS failed on {call} ({why})",
  "package-lms-refused": "the LMS refused {call}{error}",
  "package-cmi5-not-launched": "this page was not launched by a cmi5 LMS",
  "package-store-refused": "the record store refused a statement (HTTP {status})",
  "package-store-unreachable": "the record store cannot be reached ({why})",
  "package-fetch-http": "its fetch URL answered HTTP {status}",
  "package-fetch-no-token": "its fetch URL gave no auth-token",
  "package-session-failed": "the LMS did not start the session ({why})"
}
// words:end
;

// The message `id` with its {name}s filled from `values`;
// castlabSay.locale() is the package's language tag ('en' where it has none).
var castlabSay = (function () {
  'use strict';
  var own = null;
  var locale = 'en';
  function words() {
    if (own) return own;
    own = castlabEnglish;
    try {
      var config = JSON.parse(document.getElementById('castlab-package').textContent);
      if (config.words && typeof config.words === 'object') own = config.words;
      if (typeof config.locale === 'string') locale = config.locale;
    } catch (e) { /* no page (a test), or no words: English */ }
    return own;
  }
  function say(id, values) {
    var template = words()[id] || castlabEnglish[id] || id;
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return values && Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }
  say.locale = function () { words(); return locale; };
  // The tag castlab serves for `tag` among `tags` (castlab_l10n::serving):
  // the tag itself, else its language (zh by its script), else null.
  function serving(tag, tags) {
    var t = String(tag).trim().replace(/_/g, '-').toLowerCase();
    var find = function (w) { return tags.filter(function (x) { return x.toLowerCase() === w; })[0] || null; };
    if (find(t)) return find(t);
    var parts = t.split('-');
    var traditional = parts.slice(1).some(function (p) { return ['hant', 'tw', 'hk', 'mo'].indexOf(p) >= 0; });
    return find(parts[0] !== 'zh' ? parts[0] : traditional ? 'zh-hant' : 'zh-hans');
  }
  // A template's links ask for `tag` (their locale=): the page speaks it
  // where `languages` (the package's JSON) has it, as castlab package
  // would, and its default title follows.
  say.speak = function (tag, languages) {
    var was = say('package-default-title');
    var chosen = serving(tag, ['en'].concat(Object.keys(languages || {})));
    if (!chosen) return;
    own = chosen === 'en' ? castlabEnglish : languages[chosen];
    locale = chosen;
    document.documentElement.lang = chosen;
    var now = say('package-default-title');
    var heading = document.querySelector('h1');
    if (document.title === was) document.title = now;
    if (heading && heading.textContent === was) heading.textContent = now;
  };
  return say;
})();

var castlabExercises = (function () {
  'use strict';

  var MAX_EXERCISES = 50;

  // pass= in tenths, as castlab's grammar reads it (0 to 10), or a reason.
  function tenths(value) {
    var text = value.trim();
    var parts = text.split('.');
    var digits = function (t) { return /^[0-9]+$/.test(t); };
    if (parts.length > 2 || !digits(parts[0]) || (parts.length === 2 && !/^[0-9]$/.test(parts[1]))) {
      return { refused: castlabSay('package-pass-not-decimal', { value: value }) };
    }
    var n = Number(parts[0]) * 10 + (parts.length === 2 ? Number(parts[1]) : 0);
    if (n > 10) return { refused: castlabSay('package-pass-range', { value: value }) };
    return { tenths: n };
  }

  // exercises.txt read: { list, pass } or { refused: why }.
  function parse(text) {
    var list = [];
    var pass = null;
    var locale;
    var refused = null;
    text.split('\n').forEach(function (line) {
      line = line.trim();
      if (refused || !line || line.charAt(0) === '#') return;
      var link = (line.indexOf('?') >= 0 ? line.slice(line.indexOf('?') + 1) : line).split('#')[0];
      var query = new URLSearchParams(link);
      if (!query.get('ask')) {
        refused = castlabSay('package-asks-no-question', { link: link });
        return;
      }
      var given = query.get('pass');
      var read = given === null ? { tenths: 10 } : tenths(given);
      if (read.refused) {
        refused = castlabSay('package-link-refused', { link: link, why: read.refused });
        return;
      }
      if (pass === null) pass = read.tenths;
      if (read.tenths !== pass) {
        refused = castlabSay('package-pass-differs', { link: link });
        return;
      }
      // One language, as one threshold (tags compare as castlab reads them).
      var tag = (query.get('locale') || '').toLowerCase();
      if (locale === undefined) locale = tag;
      if (tag !== locale) {
        refused = castlabSay('package-locale-differs', { link: link });
        return;
      }
      list.push({ link: link, ask: query.get('ask') });
    });
    if (!refused && list.length === 0) refused = castlabSay('package-no-link');
    if (!refused && list.length > MAX_EXERCISES) {
      refused = castlabSay('package-too-many', { count: list.length, max: MAX_EXERCISES });
    }
    if (refused) return { refused: refused, locale: locale || null };
    return { list: list, pass: pass / 10, locale: locale || null };
  }

  // One embed per exercise under #castlab-exercises, in the package's
  // language where its link names none; each answer goes to
  // onAnswer(index, statement).
  function show(exercises, onAnswer, locale) {
    var list = document.getElementById('castlab-exercises');
    exercises.forEach(function (exercise, i) {
      var box = document.createElement('div');
      box.className = 'castlab-embed';
      var frame = document.createElement('iframe');
      frame.title = castlabSay('package-exercise-title', { n: i + 1 });
      var language = locale && !/(^|&)locale=/.test(exercise.link) ? '&locale=' + encodeURIComponent(locale) : '';
      frame.src = 'castlab/index.html?' + exercise.link + language + '&embed=1';
      box.appendChild(frame);
      list.appendChild(box);
      castlab.embed(frame).on('answered', function (m) {
        // A fault in the reporting must not stop the other exercises.
        try { onAnswer(i, m.statement); } catch (e) { setTimeout(function () { throw e; }); }
      });
    });
  }

  // The list refused: said where the exercises would be.
  function refuse(why) {
    var said = document.createElement('p');
    said.setAttribute('role', 'alert');
    said.setAttribute('data-testid', 'package-refused');
    said.textContent = castlabSay('package-refused', { why: why });
    document.getElementById('castlab-exercises').appendChild(said);
  }

  // The exercises of `config` (a template's read first, its pass= then
  // set on config), shown, then start(exercises) called.
  function load(config, start, onAnswer) {
    var begin = function (exercises) {
      config.exercises = exercises;
      start(exercises);
      show(exercises, onAnswer, config.locale);
    };
    if (config.exercises) {
      begin(config.exercises);
    } else {
      fetch('exercises.txt').then(function (r) {
        if (!r.ok) throw new Error('HTTP ' + r.status);
        return r.text();
      }).then(function (text) {
        var read = parse(text);
        if (read.locale) {
          // Read again in the links' language, for its refusals' words.
          castlabSay.speak(read.locale, config.languages);
          read = parse(text);
        }
        if (read.refused) return refuse(read.refused);
        config.pass = read.pass;
        begin(read.list);
      }).catch(function (e) { refuse(castlabSay('package-unreadable', { why: e.message })); });
    }
  }
  load.parse = parse;
  return load;
})();

// The line under the exercises after each answer: the package's score so
// far (the mean over the exercises of each one's best, as the LMS is told)
// and how many are answered right.
function castlabStatus(score, right, done) {
  // A whole percent, written as the package's language writes one
  // ("25%", German "25 %"), as the embeds write their numbers.
  var whole = Math.round(score * 100);
  var percent;
  try {
    percent = new Intl.NumberFormat(castlabSay.locale(), { style: 'percent' }).format(whole / 100);
  } catch (e) { percent = whole + '%'; }
  if (done) return castlabSay('package-status-done', { percent: percent });
  var n = right.filter(Boolean).length;
  return castlabSay('package-status-progress', { percent: percent, count: right.length, right: n });
}
