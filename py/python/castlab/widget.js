// castlab.Widget's front end (anywidget): the lab as an embed in an
// iframe, scripted with castlab's embed API v1 (README, "Scripting an
// embed"). Plain ES module, no imports: it must load offline.
//
// The model's traits, both ways:
//   link      castlab:set to the embed; castlab:state's permalink back
//   step      castlab:step both ways
// and from the embed only: values (castlab:state), selection
// (castlab:select), answered (castlab:answered), errors (castlab:error).

/** Keys the widget writes into the iframe's link itself: never in `link`. */
const OWN = ['embed', 'origin', 'controls', 'panel'];

/** A permalink query without the widget's own keys. */
function strip(permalink) {
  return String(permalink ?? '')
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair && !OWN.includes(pair.split('=')[0]))
    .join('&');
}

/** The origin the embed may obey: this page's, or any (`*`) where the page
 * has no http(s) origin (VS Code's notebooks run in a vscode-webview://
 * document, which an embed's `origin=` cannot name). */
function hostOrigin() {
  const origin = window.location.origin;
  return /^https?:\/\//.test(origin) ? origin : '*';
}

/** The step a permalink names (`step=`), or null. */
function stepOf(permalink) {
  const pair = String(permalink ?? '').split('&').find((p) => p.startsWith('step='));
  return pair && /^\d+$/.test(pair.slice(5)) ? Number(pair.slice(5)) : null;
}

/** The iframe's address: the site, the link and the embed's own keys. */
function frameUrl(model) {
  const keys = ['embed=1'];
  if (!model.get('controls')) keys.push('controls=0');
  if (model.get('panel') !== 'metrics') keys.push(`panel=${encodeURIComponent(model.get('panel'))}`);
  keys.push(`origin=${encodeURIComponent(hostOrigin())}`);
  const link = strip(model.get('link'));
  return new URL(`?${[link, ...keys].filter(Boolean).join('&')}`, model.get('_site')).href;
}

/** The smallest height an embed is given, as embed-host.js. */
const MIN_HEIGHT = 120;

function render({ model, el }) {
  const frame = document.createElement('iframe');
  frame.title = 'castlab';
  frame.setAttribute('allowfullscreen', '');
  frame.dataset.castlabWidget = '';
  Object.assign(frame.style, { width: '100%', border: '0', display: 'block' });
  el.appendChild(frame);

  // What the embed last said it shows; a model change equal to it is the
  // embed's own news coming back, not a command.
  let shown = null;
  let stepShown;
  let origin = null;
  let wanted = null;

  const fit = () => {
    const cap = model.get('height');
    const height = wanted == null ? cap : Math.max(MIN_HEIGHT, Math.min(cap, Math.ceil(wanted)));
    frame.style.height = `${height}px`;
  };
  const load = () => {
    const url = frameUrl(model);
    origin = new URL(url).origin;
    shown = null;
    frame.src = url;
    fit();
  };
  const send = (message) => {
    if (frame.contentWindow && origin) frame.contentWindow.postMessage(message, origin);
  };
  const setLink = () => {
    const link = strip(model.get('link'));
    if (shown === null || link === shown) return;
    send({ type: 'castlab:set', query: link });
    // The embed will show the link's step.
    stepShown = stepOf(link);
  };
  const setStep = () => {
    const step = model.get('step');
    if (shown !== null && step !== stepShown) send({ type: 'castlab:step', step });
  };

  const heard = (event) => {
    // Only the frame this view made, and only from the site it loaded.
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    const m = event.data;
    if (!m || typeof m.type !== 'string') return;
    switch (m.type) {
      case 'castlab:ready':
        shown = strip(m.permalink);
        stepShown = stepOf(shown);
        // Set while the frame loaded: tell the embed now.
        setLink();
        setStep();
        return;
      case 'castlab:state':
        shown = strip(m.permalink);
        model.set('values', m.values ?? {});
        model.set('link', shown);
        break;
      case 'castlab:select':
        model.set('selection', { permalink: strip(m.permalink), node: m.node, value: m.value ?? null });
        break;
      case 'castlab:step':
        stepShown = m.step ?? null;
        model.set('steps', m.steps ?? null);
        model.set('step', stepShown);
        break;
      case 'castlab:answered':
        model.set('answered', { permalink: strip(m.permalink), statement: m.statement });
        break;
      case 'castlab:error':
        model.set('errors', [...model.get('errors'), { kind: m.kind, message: m.message }].slice(-20));
        break;
      case 'castlab:height':
        if (typeof m.height === 'number' && Number.isFinite(m.height)) {
          wanted = m.height;
          fit();
        }
        return;
      default:
        return;
    }
    model.save_changes();
  };

  window.addEventListener('message', heard);
  model.on('change:link', setLink);
  model.on('change:step', setStep);
  model.on('change:height', fit);
  model.on('change:_site', load);
  model.on('change:controls', load);
  model.on('change:panel', load);
  load();
  return () => {
    window.removeEventListener('message', heard);
    model.off('change:link', setLink);
    model.off('change:step', setStep);
    model.off('change:height', fit);
    model.off('change:_site', load);
    model.off('change:controls', load);
    model.off('change:panel', load);
  };
}

export default { render };
