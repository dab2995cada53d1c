// Orderly broadcasting recounted in the tests, independently of castlab.

/** b(G) of an ordering given as castlab eval's labels (`label_offsets`,
 * `label_targets`): from every originator, a vertex informed at t reaches
 * its label-i neighbour at t + i (Dijkstra with those weights); the
 * latest arrival. */
export function broadcastTime(offsets, targets) {
  const n = offsets.length - 1;
  let worst = 0;
  for (let src = 0; src < n; src++) {
    const time = new Array(n).fill(Infinity);
    time[src] = 0;
    const done = new Array(n).fill(false);
    for (let round = 0; round < n; round++) {
      let u = -1;
      for (let v = 0; v < n; v++) if (!done[v] && (u < 0 || time[v] < time[u])) u = v;
      done[u] = true;
      for (let k = offsets[u]; k < offsets[u + 1]; k++) {
        time[targets[k]] = Math.min(time[targets[k]], time[u] + (k - offsets[u]) + 1);
      }
    }
    worst = Math.max(worst, ...time);
  }
  return worst;
}
