// The course page's script: castlab.embed() from embed-host.js.
/* global castlab */
const lab = castlab.embed(document.getElementById('lab'));
const said = document.getElementById('said');
const log = document.getElementById('log');
// Every event, for the reader (and for castlab's tests).
window.castlabEvents = [];
for (const type of ['ready', 'state', 'select', 'step', 'error', 'evaluation', 'answered']) {
  lab.on(type, (message) => {
    window.castlabEvents.push(message);
    const item = document.createElement('li');
    item.textContent = JSON.stringify(message).slice(0, 300);
    log.append(item);
  });
}
lab.ready.then((m) => { said.textContent = `The embed is ready: ${m.permalink}`; });
lab.on('state', (m) => {
  if (m.values.tcd !== undefined) said.textContent = `Shown: ${m.permalink}, TCD ${m.values.tcd}.`;
});
lab.on('select', (m) => {
  document.getElementById('picked').textContent = `You picked (${m.node.join(', ')}): a broadcast from there travels ${m.value} hops in all.`;
});
document.getElementById('corner').addEventListener('click', () => lab.set('v=1&src=0,0'));
document.getElementById('big').addEventListener('click', () => lab.set('v=1&dims=16x16&src=5,9'));
document.getElementById('step').addEventListener('click', () => lab.step(3));
document.getElementById('play').addEventListener('click', () => lab.play());
document.getElementById('pause').addEventListener('click', () => lab.pause());
document.getElementById('evaluate').addEventListener('click', async () => {
  const e = await lab.evaluate();
  said.textContent = `castlab eval says: TCD ${e.tcd} from (${e.source.join(', ')}), ${e.steps} steps.`;
});
window.castlabLab = lab;
