// castlab's SCORM launch page: shows the package's exercises as castlab
// embeds and reports each answer to the LMS through the SCORM runtime the
// LMS provides (API_1484_11 for SCORM 2004, API for SCORM 1.2), found in a
// parent or opener window as the SCORM run-time specification describes.
//
// Reported per answer: cmi.interactions.n (id, type, learner response,
// result, description, timestamp; values from scorm-values.js), the score
// (the mean over the exercises of each one's best score), success (passed
// once that mean reaches the threshold, failed once every exercise is
// answered right below it) and completion (completed once every exercise
// is answered right).
//
// LMS runtimes differ: a function may be missing (one 1.2 adapter names
// LMSFinish otherwise), throw, or return false. Each is called only if it
// is a function, inside try; none of that stops the exercises. When the
// LMS cannot record, one sentence says so above them.
(function () {
  'use strict';
  /* global castlabExercises, castlabScormValues, castlabStatus, castlabSay */
  var config = JSON.parse(document.getElementById('castlab-package').textContent);
  var version = config.scorm === '2004' ? '2004' : '1.2';
  var v2004 = version === '2004';
  var name = v2004 ? 'API_1484_11' : 'API';
  var said = document.getElementById('castlab-status');
  var warning = document.getElementById('castlab-recording');

  var warned = false;
  function cannotRecord(why) {
    if (warned) return;
    warned = true;
    warning.hidden = false;
    warning.textContent = castlabSay('package-not-recorded', { why: why });
  }

  function scan(win) {
    for (var hops = 0; win && hops < 10; hops++) {
      try {
        var found = win[name];
        if (found && (typeof found === 'object' || typeof found === 'function')) return found;
      } catch (e) { /* another origin */ }
      try {
        if (!win.parent || win.parent === win) break;
        win = win.parent;
      } catch (e) { break; }
    }
    return null;
  }
  var api = null;
  try { api = scan(window) || (window.opener ? scan(window.opener) : null); } catch (e) { api = null; }
  if (!api) cannotRecord(castlabSay('package-no-lms', { api: name }));

  // method(args) on the runtime if it has it; what it returned, or null
  // where it is missing or threw.
  function invoke(method, args) {
    if (!api) return null;
    var f;
    try { f = api[method]; } catch (e) { f = null; }
    if (typeof f !== 'function') return null;
    try { return { value: f.apply(api, args) }; } catch (e) { return { threw: e }; }
  }

  // The runtime's own words for its last error, where it offers them.
  function lastError() {
    var code = invoke(v2004 ? 'GetLastError' : 'LMSGetLastError', []);
    if (!code || code.threw || code.value === undefined || code.value === null) return '';
    var text = invoke(v2004 ? 'GetErrorString' : 'LMSGetErrorString', [String(code.value)]);
    var words = text && !text.threw && text.value ? ' ' + text.value : '';
    return String(code.value) === '0' ? '' : castlabSay('package-lms-error', { code: code.value, words: words });
  }

  // A call that returns "true"/"false" (SCORM's) done safely; false on any
  // failure, which is said once.
  function call(method, args) {
    if (!api) return false;
    var out = invoke(method, args);
    var shown = method + (args[0] ? ' ' + args[0] : '');
    if (out === null) {
      cannotRecord(castlabSay('package-lms-missing', { method: method }));
      return false;
    }
    if (out.threw) {
      cannotRecord(castlabSay('package-lms-failed', { call: shown, why: out.threw && out.threw.message || out.threw }));
      return false;
    }
    if (out.value === false || String(out.value) === 'false') {
      cannotRecord(castlabSay('package-lms-refused', { call: shown, error: lastError() }));
      return false;
    }
    return true;
  }
  var set = function (key, value) { return call(v2004 ? 'SetValue' : 'LMSSetValue', [key, String(value)]); };
  var commit = function () { return call(v2004 ? 'Commit' : 'LMSCommit', ['']); };

  call(v2004 ? 'Initialize' : 'LMSInitialize', ['']);
  castlabScormValues.start(version).forEach(function (kv) { set(kv[0], kv[1]); });
  commit();

  var best = [];
  var right = [];
  var answers = 0;

  function report(i, statement) {
    var r = statement.result;
    var prefix = 'cmi.interactions.' + answers + '.';
    answers += 1;
    castlabScormValues.interaction(version, i, config.exercises[i].ask, statement).forEach(function (kv) {
      set(prefix + kv[0], kv[1]);
    });
    best[i] = Math.max(best[i], r.score.scaled);
    right[i] = right[i] || r.success;
    var score = best.reduce(function (a, b) { return a + b; }, 0) / best.length;
    var done = right.every(Boolean);
    var passed = score >= config.pass - 1e-9;
    castlabScormValues.score(version, score, passed, done).forEach(function (kv) { set(kv[0], kv[1]); });
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
    call(v2004 ? 'Terminate' : 'LMSFinish', ['']);
  }
  window.addEventListener('pagehide', finish);
  window.castlabFinish = finish;
})();
