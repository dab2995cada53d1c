// A worker for the bench page: the first message names the app worker's
// wasm-bindgen glue and wasm; once they are loaded it answers each
// { task, dims, runs } with castlab_bench's JSON. Loading the wasm also
// starts the app worker's own handler, which is replaced here.
self.onmessage = async (event) => {
  const { glue, wasm } = event.data;
  importScripts(glue);
  await wasm_bindgen({ module_or_path: wasm });
  self.onmessage = (e) => {
    const { task, dims, runs } = e.data;
    self.postMessage(wasm_bindgen.castlab_bench(task, dims, runs));
  };
  self.postMessage('ready');
};
