// castlab's SCORM launch page: shows the package's exercises as castlab
// embeds and reports each answer to the LMS through the SCORM runtime the
// LMS provides (API_1484_11 for SCORM 2004, API for SCORM 1.2), found in a
// parent or opener window as the SCORM run-time specification describes.
//
// Reported per answer: cmi.interactions.n (id, type, learner response,
// result, description, timestamp), the score (the mean over the exercises
// of each one's best score), success (passed once that mean reaches the
// threshold, failed once every exercise is answered right below it) and
// completion (completed once every exercise is answered right).
(function () {
  'use strict';
  /* global castlabExercises, castlabStatus */
  var config = JSON.parse(document.getElementById('castlab-package').textContent);
  var v2004 = config.scorm === '2004';
  var name = v2004 ? 'API_1484_11' : 'API';

  function scan(win) {
    for (var hops = 0; win && hops < 10; hops++) {
      try { if (win[name]) return win[name]; } catch (e) { /* another origin */ }
      if (!win.parent || win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  var api = scan(window) || (window.opener ? scan(window.opener) : null);
  var said = document.getElementById('castlab-status');
  if (!api) {
    said.textContent = 'No LMS found (' + name + '): the answers are checked here but not recorded.';
  }

  function call(method, a, b) {
    if (!api) return '';
    var result = api[method].apply(api, arguments.length > 2 ? [a, b] : arguments.length > 1 ? [a] : ['']);
    var code = v2004 ? api.GetLastError() : api.LMSGetLastError();
    if (String(code) !== '0') {
      var text = v2004 ? api.GetErrorString(code) : api.LMSGetErrorString(code);
      said.textContent = 'The LMS refused ' + method + (a ? ' ' + a : '') + ': ' + code + ' ' + text;
    }
    return result;
  }
  var set = function (key, value) { return call(v2004 ? 'SetValue' : 'LMSSetValue', key, String(value)); };
  var get = function (key) { return call(v2004 ? 'GetValue' : 'LMSGetValue', key); };
  var commit = function () { return call(v2004 ? 'Commit' : 'LMSCommit', ''); };

  call(v2004 ? 'Initialize' : 'LMSInitialize', '');
  if (v2004) {
    set('cmi.completion_status', 'incomplete');
    set('cmi.score.min', '0');
    set('cmi.score.max', '1');
  } else {
    set('cmi.core.lesson_status', 'incomplete');
    set('cmi.core.score.min', '0');
    set('cmi.core.score.max', '100');
  }
  commit();

  var best = [];
  var right = [];
  var answers = 0;

  // SCORM 1.2 has no 'other' interaction type: a plan is a 'performance'.
  function type(kind) { return !v2004 && kind === 'other' ? 'performance' : kind; }

  function report(i, statement) {
    var r = statement.result;
    var prefix = 'cmi.interactions.' + answers + '.';
    answers += 1;
    set(prefix + 'id', 'urn:castlab:' + (i + 1) + '-' + config.exercises[i].ask);
    set(prefix + 'type', type(statement.object.definition.interactionType));
    if (v2004) {
      set(prefix + 'timestamp', statement.timestamp.replace(/\.\d+Z$/, 'Z').replace(/Z$/, ''));
      set(prefix + 'learner_response', r.response);
      set(prefix + 'result', r.success ? 'correct' : 'incorrect');
      set(prefix + 'description', statement.object.definition.name['en-US'].slice(0, 250));
    } else {
      set(prefix + 'time', statement.timestamp.slice(11, 19));
      set(prefix + 'student_response', r.response);
      set(prefix + 'result', r.success ? 'correct' : 'wrong');
    }
    best[i] = Math.max(best[i], r.score.scaled);
    right[i] = right[i] || r.success;
    var score = best.reduce(function (a, b) { return a + b; }, 0) / best.length;
    var done = right.every(Boolean);
    var passed = score >= config.pass - 1e-9;
    if (v2004) {
      set('cmi.score.scaled', score.toFixed(4));
      set('cmi.score.raw', score.toFixed(4));
      set('cmi.success_status', passed ? 'passed' : done ? 'failed' : 'unknown');
      set('cmi.completion_status', done ? 'completed' : 'incomplete');
    } else {
      set('cmi.core.score.raw', (score * 100).toFixed(2));
      set('cmi.core.lesson_status', passed ? 'passed' : done ? 'failed' : 'incomplete');
    }
    commit();
    said.textContent = castlabStatus(score, right, done);
  }

  castlabExercises(config, function (exercises) {
    best = exercises.map(function () { return 0; });
    right = exercises.map(function () { return false; });
  }, report);

  var finished = false;
  function finish() {
    if (finished) return;
    finished = true;
    commit();
    call(v2004 ? 'Terminate' : 'LMSFinish', '');
  }
  window.addEventListener('pagehide', finish);
  window.castlabFinish = finish;
})();
