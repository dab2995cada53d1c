// Shared by the SCORM and cmi5 launch pages (launch.js): the package's
// exercises, as castlab embeds.
//
// A package made from links carries them in the page's JSON; a template's
// are in exercises.txt: one castlab link per line (a whole address, or its
// part after '?'), '#' starting a comment, the first link's pass= the
// package's threshold (1 without one).
/* global castlab */
/* exported castlabExercises, castlabStatus */
var castlabExercises = (function () {
  'use strict';

  function parse(text) {
    var list = [];
    text.split('\n').forEach(function (line) {
      line = line.trim();
      if (!line || line.charAt(0) === '#') return;
      var link = (line.indexOf('?') >= 0 ? line.slice(line.indexOf('?') + 1) : line).split('#')[0];
      list.push({ link: link, ask: new URLSearchParams(link).get('ask') || 'none' });
    });
    var first = list.length ? new URLSearchParams(list[0].link).get('pass') : null;
    return { list: list, pass: first === null ? 1 : Number(first) };
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
      frame.src = 'castlab/?' + exercise.link + '&embed=1';
      box.appendChild(frame);
      list.appendChild(box);
      castlab.embed(frame).on('answered', function (m) { onAnswer(i, m.statement); });
    });
  }

  // The exercises of `config` (a template's read first, its pass= then
  // set on config), shown, then start(exercises) called.
  return function load(config, start, onAnswer) {
    var begin = function (exercises) {
      config.exercises = exercises;
      start(exercises);
      show(exercises, onAnswer);
    };
    if (config.exercises) {
      begin(config.exercises);
    } else {
      fetch('exercises.txt').then(function (r) { return r.text(); }).then(function (text) {
        var read = parse(text);
        config.pass = read.pass;
        begin(read.list);
      });
    }
  };
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
