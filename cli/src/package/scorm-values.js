// castlab's answers (xAPI statements, as the embed posts them) in the
// types of the SCORM data model, for launch.js. Each value is written in
// its standard's own type, not xAPI's:
//
// SCORM 1.2 (RTE, §3.4, the cmi data model):
//   id        CMIIdentifier: no white space, at most 255 characters
//   type      CMIVocabulary (Interaction). A node clicked is "fill-in"
//             ("2_5"): a 1.2 "choice" is single characters 0-9 and a-z,
//             36 at most, and a network has up to 4096 nodes. A label
//             order and a plan are "performance" (1.2 has no "other"),
//             at most 255 characters.
//   time      CMITime, HH:MM:SS, the learner's clock
//   student_response  CMIFeedback of the type: true-false is "t" or "f",
//             numeric a CMIDecimal
//   result    CMIVocabulary (Result): "correct" or "wrong"
// SCORM 2004 4th edition (RTE, §4.2.9, cmi.interactions):
//   id        long_identifier_type, a URI (urn:castlab:…)
//   type      the xAPI name, which is 2004's
//   timestamp time(second,10,0), YYYY-MM-DDThh:mm:ss.ssZ
//   learner_response  Table 4.2.9.2a: "true"/"false", real(10,7), and
//             a node as a short_identifier_type, a URI of its own
//             (urn:castlab:node:2_5), joined by "[,]" in a sequence;
//             "other" a characterstring of at most 4000 characters
//   result    "correct" or "incorrect"
//   description localized_string_type, at most 250 characters after
//             its {lang=<tag>} delimiter (none for English)
// The tests check every value against tables written from the standards'
// text (tests/support/lms-types.mjs).
/* exported castlabScormValues */
var castlabScormValues = (function () {
  'use strict';

  // At most n characters (code points, not UTF-16 units).
  function cut(text, n) {
    var chars = Array.from(String(text));
    return chars.length <= n ? chars.join('') : chars.slice(0, n - 1).join('') + '…';
  }

  // Printable ASCII only (1.2's CMIString255 is ASCII), at most n.
  function ascii(text, n) {
    var plain = String(text).replace(/[^\x20-\x7e]/g, '?');
    return plain.length <= n ? plain : plain.slice(0, n - 3) + '...';
  }

  function two(n) { return (n < 10 ? '0' : '') + n; }

  // A question's ask= as an identifier's part: letters and digits.
  function askId(ask) { return String(ask).replace(/[^A-Za-z0-9]/g, '') || 'question'; }

  var TYPES_12 = { 'true-false': 'true-false', numeric: 'numeric', choice: 'fill-in', sequencing: 'performance', other: 'performance' };

  // The interaction's elements (after cmi.interactions.n.) and values, in
  // the order they are set, for the answer to exercise `index` (from 0).
  function interaction(version, index, ask, statement) {
    var kind = statement.object.definition.interactionType;
    var response = String(statement.result.response);
    var right = statement.result.success === true;
    var id = 'urn:castlab:' + (index + 1) + '-' + askId(ask);
    var when = new Date(statement.timestamp);
    if (version === '2004') {
      var node = function (x) { return 'urn:castlab:node:' + encodeURIComponent(x); };
      var learner = kind === 'choice' || kind === 'sequencing'
        ? response.split('[,]').map(node).join('[,]')
        : kind === 'other' ? cut(response, 4000) : response;
      // The name in the page's language: the statement's one language map
      // key, said by a {lang=} delimiter where it is not English (as
      // castlab's 2004 packages always wrote it, undelimited).
      var names = statement.object.definition.name || {};
      var key = names['en-US'] !== undefined ? 'en-US' : Object.keys(names)[0];
      var name = key === undefined ? '' : String(names[key]);
      var lang = key === undefined || key === 'en-US' ? '' : '{lang=' + key + '}';
      return [
        ['id', id],
        ['type', kind],
        // time(second,10,0): the fraction to the hundredth, then the zone.
        ['timestamp', when.toISOString().replace(/(\.\d\d)\dZ$/, '$1Z')],
        ['learner_response', learner],
        ['result', right ? 'correct' : 'incorrect'],
        ['description', lang + cut(name.replace(/^\{/, '('), 250)],
      ];
    }
    var type = TYPES_12[kind] || 'performance';
    var answer = kind === 'true-false' ? (response === 'true' ? 't' : 'f')
      : kind === 'sequencing' ? ascii(response.split('[,]').join(','), 255)
        : ascii(response, 255);
    return [
      ['id', id],
      ['type', type],
      ['time', two(when.getHours()) + ':' + two(when.getMinutes()) + ':' + two(when.getSeconds())],
      ['student_response', answer],
      ['result', right ? 'correct' : 'wrong'],
    ];
  }

  // The package's score (0 to 1) and state as elements and values.
  function score(version, mean, passed, done) {
    if (version === '2004') {
      return [
        ['cmi.score.scaled', mean.toFixed(4)],
        ['cmi.score.raw', mean.toFixed(4)],
        ['cmi.success_status', passed ? 'passed' : done ? 'failed' : 'unknown'],
        ['cmi.completion_status', done ? 'completed' : 'incomplete'],
      ];
    }
    return [
      ['cmi.core.score.raw', (mean * 100).toFixed(2)],
      ['cmi.core.lesson_status', passed ? 'passed' : done ? 'failed' : 'incomplete'],
    ];
  }

  // What is set when the session starts.
  function start(version) {
    return version === '2004'
      ? [['cmi.completion_status', 'incomplete'], ['cmi.score.min', '0'], ['cmi.score.max', '1']]
      : [['cmi.core.lesson_status', 'incomplete'], ['cmi.core.score.min', '0'], ['cmi.core.score.max', '100']];
  }

  return { interaction: interaction, score: score, start: start };
})();
if (typeof module === 'object' && module.exports) module.exports = castlabScormValues;
