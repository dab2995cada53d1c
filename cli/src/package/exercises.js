// Shared by the SCORM and cmi5 launch pages (launch.js): the package's
// exercises, as castlab embeds.
//
// A package made from links carries them in the page's JSON; a template's
// are in exercises.txt: one castlab link per line (a whole address, or its
// part after '?'), '#' starting a comment. The template keeps the CLI's
// rules (castlab package): every link asks a question (ask=), at most 50
// links, and one threshold: every link's pass= (1 where a link has none)
// the same, a decimal from 0 to 1 with at most one digit after the point.
// A list that breaks one is refused, with the CLI's words, and no exercise
// is shown: a package must not grade by a threshold its author did not mean.
//
// Every address here names a file: an LMS serves a package's files from its
// file store by path, with no folder index, so 'castlab/' would be a 404.
/* global castlab */
/* exported castlabExercises, castlabStatus */
var castlabExercises = (function () {
  'use strict';

  var MAX_EXERCISES = 50;

  // pass= in tenths, as castlab's grammar reads it (0 to 10), or a reason.
  function tenths(value) {
    var text = value.trim();
    var parts = text.split('.');
    var digits = function (t) { return /^[0-9]+$/.test(t); };
    if (parts.length > 2 || !digits(parts[0]) || (parts.length === 2 && !/^[0-9]$/.test(parts[1]))) {
      return { refused: 'pass=' + value + ': expected a number with at most one decimal, like 1.5' };
    }
    var n = Number(parts[0]) * 10 + (parts.length === 2 ? Number(parts[1]) : 0);
    if (n > 10) return { refused: 'pass=' + value + ': must be between 0 and 1' };
    return { tenths: n };
  }

  // exercises.txt read: { list, pass } or { refused: why }.
  function parse(text) {
    var list = [];
    var pass = null;
    var refused = null;
    text.split('\n').forEach(function (line) {
      line = line.trim();
      if (refused || !line || line.charAt(0) === '#') return;
      var link = (line.indexOf('?') >= 0 ? line.slice(line.indexOf('?') + 1) : line).split('#')[0];
      var query = new URLSearchParams(link);
      if (!query.get('ask')) {
        refused = "'" + link + "' asks no question: add ask= (README, \"Exercises\")";
        return;
      }
      var given = query.get('pass');
      var read = given === null ? { tenths: 10 } : tenths(given);
      if (read.refused) {
        refused = "'" + link + "': " + read.refused;
        return;
      }
      if (pass === null) pass = read.tenths;
      if (read.tenths !== pass) {
        refused = "'" + link + "': pass= differs from the first link's; a package has one threshold";
        return;
      }
      list.push({ link: link, ask: query.get('ask') });
    });
    if (!refused && list.length === 0) refused = 'no exercise link';
    if (!refused && list.length > MAX_EXERCISES) {
      refused = list.length + ' links: a package holds at most ' + MAX_EXERCISES;
    }
    if (refused) return { refused: refused };
    return { list: list, pass: pass / 10 };
  }

  // One embed per exercise under #castlab-exercises; each answer goes to
  // onAnswer(index, statement).
  function show(exercises, onAnswer) {
    var list = document.getElementById('castlab-exercises');
    exercises.forEach(function (exercise, i) {
      var box = document.createElement('div');
      box.className = 'castlab-embed';
      var frame = document.createElement('iframe');
      frame.title = 'Exercise ' + (i + 1);
      frame.src = 'castlab/index.html?' + exercise.link + '&embed=1';
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
    said.textContent = 'exercises.txt: ' + why + '. The exercises are not shown: correct exercises.txt and zip the package again.';
    document.getElementById('castlab-exercises').appendChild(said);
  }

  // The exercises of `config` (a template's read first, its pass= then
  // set on config), shown, then start(exercises) called.
  function load(config, start, onAnswer) {
    var begin = function (exercises) {
      config.exercises = exercises;
      start(exercises);
      show(exercises, onAnswer);
    };
    if (config.exercises) {
      begin(config.exercises);
    } else {
      fetch('exercises.txt').then(function (r) {
        if (!r.ok) throw new Error('HTTP ' + r.status);
        return r.text();
      }).then(function (text) {
        var read = parse(text);
        if (read.refused) return refuse(read.refused);
        config.pass = read.pass;
        begin(read.list);
      }).catch(function (e) { refuse('cannot be read (' + e.message + ')'); });
    }
  }
  load.parse = parse;
  return load;
})();

// The line under the exercises after each answer: the package's score so
// far (the mean over the exercises of each one's best, as the LMS is told)
// and how many are answered right.
function castlabStatus(score, right, done) {
  var percent = Math.round(score * 100) + '%';
  if (done) return 'All answered: score ' + percent + '.';
  var n = right.filter(Boolean).length;
  return 'Score so far: ' + percent + ' (each exercise\'s best, over all ' + right.length + '); ' +
    n + ' of ' + right.length + ' answered right.';
}
