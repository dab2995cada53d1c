// The bench page: runs each task of the suite in a fresh worker that loads
// the site's wasm (found through the build's index.html) and calls
// its exported `castlab_bench`. Results go to #results as JSON, and
// document.body.dataset.done is set when all are in.
const DEFAULT_SUITE = [
  ['tcd-paper', '256x256', 5],
  ['tcd-recursive', '256x256', 5],
  ['tcd-recursive', '1024x1024', 5],
];

async function workerFiles() {
  // The site's one module: the glue the page preloads and its wasm.
  const index = await (await fetch('../index.html')).text();
  const [, glue] = index.match(/rel="modulepreload" href="([^"]+)"/);
  const [, wasm] = index.match(/rel="preload" href="([^"]+_bg\.wasm)"/);
  const base = new URL('../', location.href);
  return { glue: new URL(glue, base).href, wasm: new URL(wasm, base).href };
}

function runInFreshWorker(files, task, dims, runs) {
  return new Promise((resolve, reject) => {
    const worker = new Worker('bench-worker.js', { type: 'module' });
    worker.onerror = (e) => { worker.terminate(); reject(new Error(e.message)); };
    worker.onmessage = (e) => {
      if (e.data === 'ready') return worker.postMessage({ task, dims, runs });
      if (typeof e.data !== 'string') return; // the app worker's own Ready
      worker.terminate();
      resolve(JSON.parse(e.data));
    };
    worker.postMessage(files);
  });
}

(async () => {
  const param = new URLSearchParams(location.search).get('suite');
  const suite = param ? JSON.parse(param) : DEFAULT_SUITE;
  const files = await workerFiles();
  const results = [];
  for (const [task, dims, runs] of suite) {
    const r = await runInFreshWorker(files, task, dims, runs);
    results.push(r);
    const row = document.createElement('tr');
    for (const v of [r.task, r.dims, r.median_ms?.toFixed(2) ?? r.error,
      (r.runs_ms ?? []).map((t) => t.toFixed(1)).join(' '), ((r.memory_bytes ?? 0) / 2 ** 20).toFixed(1)]) {
      const cell = document.createElement('td');
      cell.textContent = v;
      row.append(cell);
    }
    document.getElementById('rows').append(row);
  }
  document.getElementById('results').textContent = JSON.stringify(results, null, 1);
  document.body.dataset.done = '1';
})().catch((e) => {
  document.getElementById('results').textContent = `error: ${e.message}`;
  document.body.dataset.done = 'error';
});
