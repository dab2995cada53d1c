// castlab embeds on a host page: fits each castlab <iframe> to the height
// its content would like, within a cap, and scripts it (API version 1).
//
// Include it once on a page that embeds castlab; it has no dependencies.
//
// Height. Without this script every embed keeps the fixed box of its
// snippet (4:3, or any height you set) and fits its picture, stepper and
// words inside that box. With it, an embed posts
// {type: "castlab:height", height} to its parent: the height at which its
// picture fills the frame's width. Only the iframe that sent the message
// is resized, to at least 120 px and at most its cap:
//   - data-castlab-max-height="480" on the iframe (or on its
//     .castlab-embed box) sets the cap in CSS pixels;
//   - without it the cap is 90% of the host window's height, so the
//     picture and its stepper are on screen together.
// Past the cap the embed shrinks its picture to fit; it never scrolls.
//
// Scripting. castlab.embed(iframe) returns a handle:
//   .on(type, fn)   fn(message) for each event: 'ready', 'state',
//                   'select', 'step', 'error', 'answered' (or
//                   'castlab:ready', …); returns the handle
//   .off(type, fn)
//   .set(query)     show this permalink query ('v=1&src=0,0'); the embed
//                   keeps its own embed, controls, panel and origin keys
//   .step(n)        show step n (null hides the schedule)
//   .play(), .pause()
//   .evaluate([{timeout}])
//                   a Promise of castlab eval's JSON for what is shown; it
//                   rejects with an Error whose .kind says why: the
//                   embed's error kind ('answer_hidden' while an exercise
//                   is open, …) or 'timeout' (after timeout ms, 30000 by
//                   default)
//   .hello()        ask the embed to say 'ready' again (done once when the
//                   handle is made, so a script that loads late still hears it)
//
// Grades. castlab.embed(iframe, {actor, lrs}) also completes each answer's
// xAPI statement (the 'answered' event's .statement): the embed never
// knows the learner, so the host adds
//   actor           an xAPI Agent, e.g. {objectType: 'Agent', name: 'Ada',
//                   account: {homePage: 'https://lms.example.edu', name: '42'}}
//   parent          the page as the question's parent activity (default:
//                   this page's address without its #fragment)
// and, with lrs: {endpoint: 'https://lrs.example.edu/xAPI/', auth: 'Basic …'},
// posts it to that Learning Record Store and then emits 'recorded':
// {statement, ok, status}. Posts to one store go one at a time, in the
// order the questions were answered.
//   .ready          a Promise of the 'ready' event
//   .last(type)     the last event of that type heard from this frame
// Every 'error' event has a kind and, when it answers a request, its id.
// The embed obeys only its parent, and only from the origin its link
// allows (origin=…, or by default its own origin); events go to that
// origin alone. This script hears a frame only from the frame's own
// origin.
(function () {
  'use strict';
  if (window.castlab && window.castlab.embed) return;
  var castlab = window.castlab = window.castlab || {};
  castlab.apiVersion = 1;

  function cap(frame) {
    var box = frame.parentElement;
    var set = frame.getAttribute('data-castlab-max-height') ||
      (box && box.getAttribute('data-castlab-max-height'));
    var px = Number(set);
    if (set && isFinite(px) && px >= 120) return px;
    return Math.max(120, Math.floor(window.innerHeight * 0.9));
  }

  function fit(frame, wanted) {
    var height = Math.max(120, Math.min(cap(frame), Math.ceil(wanted)));
    var box = frame.parentElement;
    if (box && box.classList.contains('castlab-embed')) {
      box.style.aspectRatio = 'auto';
      box.style.height = height + 'px';
    } else {
      frame.style.height = height + 'px';
    }
  }

  // Per frame: its handle's listeners and the last event of each type,
  // kept from the moment this script runs, so a handle made later still
  // knows the frame is ready.
  var frames = [];
  function record(frame) {
    for (var i = 0; i < frames.length; i++) if (frames[i].frame === frame) return frames[i];
    var r = { frame: frame, listeners: {}, last: {}, waiting: {}, next: 1 };
    frames.push(r);
    return r;
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || typeof data.type !== 'string' || data.type.indexOf('castlab:') !== 0) return;
    var all = document.getElementsByTagName('iframe');
    for (var i = 0; i < all.length; i++) {
      var frame = all[i];
      if (frame.contentWindow !== event.source) continue;
      // Only the page the frame loaded speaks for it.
      if (event.origin !== originOf(frame)) return;
      if (data.type === 'castlab:height') {
        if (typeof data.height === 'number' && isFinite(data.height)) fit(frame, data.height);
        return;
      }
      var r = record(frame);
      var type = data.type.slice('castlab:'.length);
      r.last[type] = data;
      var waiting = r.waiting[data.id];
      if (waiting && (type === 'evaluation' || type === 'error')) {
        delete r.waiting[data.id];
        clearTimeout(waiting.timer);
        if (type === 'evaluation') {
          waiting.resolve(data.evaluation);
        } else {
          var error = new Error(data.message);
          error.kind = data.kind;
          waiting.reject(error);
        }
      }
      if (type === 'answered' && data.statement) complete(r, data.statement);
      var list = (r.listeners[type] || []).slice();
      for (var k = 0; k < list.length; k++) {
        try { list[k](data); } catch (e) { setTimeout(function () { throw e; }); }
      }
      return;
    }
  });

  // The learner and the page, which only the host knows; then the record
  // store, if the host named one.
  function complete(r, statement) {
    var options = r.options || {};
    if (options.actor && !statement.actor) statement.actor = options.actor;
    var parent = options.parent || location.href.split('#')[0];
    statement.context = statement.context || {};
    statement.context.contextActivities = statement.context.contextActivities || {};
    if (!statement.context.contextActivities.parent) {
      statement.context.contextActivities.parent = [{ objectType: 'Activity', id: parent }];
    }
    if (options.lrs && options.lrs.endpoint) forward(r, statement, options.lrs);
  }

  function forward(r, statement, lrs) {
    var url = String(lrs.endpoint).replace(/\/?$/, '/') + 'statements';
    var headers = { 'Content-Type': 'application/json', 'X-Experience-API-Version': '1.0.3' };
    if (lrs.auth) headers.Authorization = lrs.auth;
    var tell = function (ok, status) {
      var list = (r.listeners.recorded || []).slice();
      for (var k = 0; k < list.length; k++) {
        try {
          list[k]({ type: 'castlab:recorded', statement: statement, ok: ok, status: status });
        } catch (e) { setTimeout(function () { throw e; }); }
      }
    };
    // One post at a time per store, in the order answered: a store then
    // keeps a wrong answer before the right one that followed it, and
    // 'recorded' comes in that order too.
    var before = posting[url] || Promise.resolve();
    posting[url] = before.then(function () {
      return fetch(url, { method: 'POST', headers: headers, body: JSON.stringify(statement) })
        .then(function (response) { tell(response.ok, response.status); }, function () { tell(false, 0); });
    });
  }
  var posting = {};

  function originOf(frame) {
    return new URL(frame.src, location.href).origin;
  }

  castlab.embed = function (frame, options) {
    if (!frame || !frame.contentWindow) throw new Error('castlab.embed: expected an <iframe> element on the page');
    var r = record(frame);
    if (options) r.options = options;
    var origin = originOf(frame);
    function send(message) { frame.contentWindow.postMessage(message, origin); }
    var handle = {
      frame: frame,
      on: function (type, fn) {
        type = String(type).replace(/^castlab:/, '');
        (r.listeners[type] = r.listeners[type] || []).push(fn);
        return handle;
      },
      off: function (type, fn) {
        type = String(type).replace(/^castlab:/, '');
        r.listeners[type] = (r.listeners[type] || []).filter(function (f) { return f !== fn; });
        return handle;
      },
      last: function (type) { return r.last[String(type).replace(/^castlab:/, '')]; },
      set: function (query) { send({ type: 'castlab:set', query: String(query).replace(/^\?/, '') }); return handle; },
      step: function (n) { send({ type: 'castlab:step', step: n === null || n === undefined ? null : Number(n) }); return handle; },
      play: function () { send({ type: 'castlab:play' }); return handle; },
      pause: function () { send({ type: 'castlab:pause' }); return handle; },
      evaluate: function (options) {
        var id = r.next++;
        var wait = options && isFinite(options.timeout) ? Number(options.timeout) : 30000;
        return new Promise(function (resolve, reject) {
          var timer = setTimeout(function () {
            delete r.waiting[id];
            var error = new Error('castlab: no evaluation within ' + wait + ' ms');
            error.kind = 'timeout';
            reject(error);
          }, wait);
          r.waiting[id] = { resolve: resolve, reject: reject, timer: timer };
          send({ type: 'castlab:evaluate', id: id });
        });
      },
      hello: function () { send({ type: 'castlab:hello' }); return handle; },
    };
    handle.hello();
    handle.ready = new Promise(function (resolve) {
      if (r.last.ready) return resolve(r.last.ready);
      var once = function (m) { handle.off('ready', once); resolve(m); };
      handle.on('ready', once);
    });
    return handle;
  };
})();
