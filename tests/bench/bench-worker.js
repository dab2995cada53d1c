// A module worker for the bench page: the first message names the site's
// wasm-bindgen glue and wasm; once they are loaded it answers each
// { task, dims, runs } with castlab_bench's JSON. Loading the wasm also
// starts the app's worker handler (its `main` finds no window), which is
// replaced here.
self.onmessage = async (event) => {
  const { glue, wasm } = event.data;
  const bindings = await import(glue);
  await bindings.default({ module_or_path: wasm });
  self.onmessage = (e) => {
    const { task, dims, runs } = e.data;
    self.postMessage(bindings.castlab_bench(task, dims, runs));
  };
  self.postMessage('ready');
};
