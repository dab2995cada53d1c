// castlab's cmi5 assignable unit: shows the package's exercises as castlab
// embeds and sends their answers to the LMS's record store, as the cmi5
// specification's AU (§8–§10) does:
//  1. read endpoint, fetch, actor, registration and activityId from the
//     launch URL; POST the fetch URL once for the auth token;
//  2. GET the LMS.LaunchData state (its contextTemplate, masteryScore,
//     moveOn), then send "initialized";
//  3. each answer: castlab's own xAPI statement, with the learner, the
//     registration and the launch's context template (a cmi5 "allowed"
//     statement); once every exercise is answered right, "completed" and
//     then "passed" (score at or over the mastery score, else pass=) or
//     "failed", cmi5 "defined" statements with its category and, for
//     passed/failed, the moveon category;
//  4. "terminated" when the page goes (or castlabFinish() is called).
// Statements go out one at a time, in that order; one the store refuses or
// cannot take does not hold back the next. When the answers cannot be
// recorded (no cmi5 launch, no token, a refused statement), one sentence
// says so above the exercises, which keep working.
(function () {
  'use strict';
  /* global castlabExercises, castlabStatus, castlabSay */
  var config = JSON.parse(document.getElementById('castlab-package').textContent);
  var said = document.getElementById('castlab-status');
  var warning = document.getElementById('castlab-recording');
  var here = new URLSearchParams(location.search);
  var endpoint = (here.get('endpoint') || '').replace(/\/?$/, '/');
  var registration = here.get('registration');
  var activityId = here.get('activityId');
  var actor;
  try { actor = JSON.parse(here.get('actor')); } catch (e) { actor = null; }
  var CMI5 = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
  var MOVEON = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
  var VERB = 'http://adlnet.gov/expapi/verbs/';
  var headers = { 'Content-Type': 'application/json', 'X-Experience-API-Version': '1.0.3' };
  var launch = {};
  var started = Date.now();
  var queue = Promise.resolve();

  var warned = false;
  function cannotRecord(why) {
    if (warned) return;
    warned = true;
    warning.hidden = false;
    warning.textContent = castlabSay('package-not-recorded', { why: why });
  }
  var launched = Boolean(here.get('fetch') && here.get('endpoint') && actor && registration && activityId);
  if (!launched) cannotRecord(castlabSay('package-cmi5-not-launched'));

  function uuid() {
    var b = new Uint8Array(16);
    crypto.getRandomValues(b);
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    var h = Array.prototype.map.call(b, function (x) { return (x + 256).toString(16).slice(1); }).join('');
    return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
  }

  function duration(ms) { return 'PT' + (ms / 1000).toFixed(2) + 'S'; }

  // The launch's context template, with the registration and, for a cmi5
  // defined statement, its categories.
  function context(categories) {
    var c = JSON.parse(JSON.stringify(launch.contextTemplate || {}));
    c.registration = registration;
    c.contextActivities = c.contextActivities || {};
    if (categories.length) {
      c.contextActivities.category = (c.contextActivities.category || []).concat(categories.map(function (id) { return { id: id }; }));
    }
    return c;
  }

  function send(statement) {
    if (!launched) return queue;
    statement.actor = actor;
    statement.timestamp = statement.timestamp || new Date().toISOString();
    statement.id = statement.id || uuid();
    queue = queue.then(function () {
      return fetch(endpoint + 'statements', { method: 'POST', headers: headers, body: JSON.stringify(statement) })
        .then(function (r) { if (!r.ok) cannotRecord(castlabSay('package-store-refused', { status: r.status })); });
    }).catch(function (e) { cannotRecord(castlabSay('package-store-unreachable', { why: e.message })); });
    return queue;
  }

  function defined(verb, result, categories) {
    var s = {
      verb: { id: VERB + verb, display: { 'en-US': verb } },
      object: { objectType: 'Activity', id: activityId },
      context: context([CMI5].concat(categories || [])),
    };
    if (result) s.result = result;
    return send(s);
  }

  var ready = !launched ? Promise.resolve() : fetch(here.get('fetch'), { method: 'POST' })
    .then(function (r) {
      if (!r.ok) throw new Error(castlabSay('package-fetch-http', { status: r.status }));
      return r.json();
    })
    .then(function (token) {
      if (!token || typeof token['auth-token'] !== 'string') throw new Error(castlabSay('package-fetch-no-token'));
      headers.Authorization = 'Basic ' + token['auth-token'];
      var q = '?stateId=LMS.LaunchData&activityId=' + encodeURIComponent(activityId) +
        '&agent=' + encodeURIComponent(JSON.stringify(actor)) + '&registration=' + encodeURIComponent(registration);
      // Without its LaunchData the AU goes on with the package's pass=.
      return fetch(endpoint + 'activities/state' + q, { headers: headers })
        .then(function (r) { return r.ok ? r.json() : {}; })
        .catch(function () { return {}; });
    })
    .then(function (data) { launch = data && typeof data === 'object' ? data : {}; return defined('initialized'); })
    .catch(function (e) {
      launched = false;
      cannotRecord(castlabSay('package-session-failed', { why: e.message }));
    });

  var best = [];
  var right = [];
  var finished = false;

  function answered(i, statement) {
    statement.context = context([]);
    statement.context.contextActivities.parent = [{ objectType: 'Activity', id: activityId }];
    ready.then(function () { send(statement); });
    best[i] = Math.max(best[i], statement.result.score.scaled);
    right[i] = right[i] || statement.result.success;
    if (!finished) said.textContent = castlabStatus(best.reduce(function (a, b) { return a + b; }, 0) / best.length, right, false);
    if (finished || !right.every(Boolean)) return;
    finished = true;
    var score = best.reduce(function (a, b) { return a + b; }, 0) / best.length;
    var mastery = typeof launch.masteryScore === 'number' ? launch.masteryScore : config.pass;
    var passed = score >= mastery - 1e-9;
    var spent = duration(Date.now() - started);
    ready.then(function () {
      defined('completed', { completion: true, duration: spent }, [MOVEON]);
      defined(passed ? 'passed' : 'failed', { success: passed, score: { scaled: Number(score.toFixed(4)) }, duration: spent }, [MOVEON]);
    });
    said.textContent = castlabStatus(score, right, true);
  }

  castlabExercises(config, function (exercises) {
    best = exercises.map(function () { return 0; });
    right = exercises.map(function () { return false; });
  }, answered);

  var ended = false;
  function finish() {
    if (ended) return queue;
    ended = true;
    return ready.then(function () { return defined('terminated', { duration: duration(Date.now() - started) }); });
  }
  window.addEventListener('pagehide', finish);
  window.castlabFinish = finish;
})();
