// Where a node is drawn, from the layouts' own definitions (not read back
// from the page), and where that point is on the page once the drawing is
// zoomed and panned (`data-viewport="zoom x y"` on every map's canvas,
// web/src/hooks/use_zoom.rs).

/**
 * A grid node's centre as fractions of the map image. The image has one
 * pixel per node: 2-D as is, 3-D as z-slices in ceil(sqrt(Z)) columns with
 * gaps of max(1, floor(max(X, Y) / 8)) pixels (web/src/layout.rs); a 1-D
 * map is one row.
 */
export function gridPoint(coords, sides, [width, height]) {
  let [px, py] = [coords[0], coords[1] ?? 0];
  if (sides.length === 3) {
    const columns = Math.ceil(Math.sqrt(sides[2]));
    const gap = Math.max(1, Math.floor(Math.max(sides[0], sides[1]) / 8));
    px += (coords[2] % columns) * (sides[0] + gap);
    py += Math.floor(coords[2] / columns) * (sides[1] + gap);
  }
  return [(px + 0.5) / width, sides.length === 1 ? 0.5 : (py + 0.5) / height];
}

/**
 * A WK node's centre as fractions of the drawing: node d_L…d_1 sits at
 * Σ r_i (cos θ, sin θ) with θ = 2πd/W − π/2 − π/W and r_i = ρ^(L−i),
 * ρ = 0.85 sin(π/W)/(1 + sin(π/W)), in a square of half-width 1.08 Σ r_i
 * (web/src/components/wk_view.rs).
 */
export function wkPoint(w, address) {
  const l = address.length;
  const s = Math.sin(Math.PI / w);
  const ratio = (0.85 * s) / (1 + s);
  const radii = Array.from({ length: l }, (_, i) => ratio ** (l - 1 - i));
  let [x, y] = [0, 0];
  for (let p = 1; p <= l; p += 1) {
    const d = Number(address[l - p]);
    const a = (2 * Math.PI * d) / w - Math.PI / 2 - Math.PI / w;
    x += radii[p - 1] * Math.cos(a);
    y += radii[p - 1] * Math.sin(a);
  }
  const extent = radii.reduce((a, b) => a + b, 0) * 1.08;
  return [(x + extent) / (2 * extent), (y + extent) / (2 * extent)];
}

/**
 * An MSN node (x, y) as fractions, north up: a drawing X + 1 + b nodes
 * wide and Y + 1 + b high, whose band b = max(0.7, (max(X, Y) + 1) / 20)
 * on the left holds the y coordinates and under the network the x ones
 * (web/src/components/msn_view.rs).
 */
export function msnPoint([x, y], [X, Y]) {
  const b = Math.max(0.7, 0.05 * (Math.max(X, Y) + 1));
  return [(b + x + 1) / (X + 1 + b), (Y - y) / (Y + 1 + b)];
}

/**
 * Vertex v of the path P_n drawn as itself, as fractions: the vertices a
 * unit apart on a line, with three quarters of a unit round them
 * (web/src/components/family_picture/geometry.rs).
 */
export function pathPoint(v, n) {
  return [(v + 0.75) / (n - 1 + 1.5), 0.5];
}

/** The canvas's viewport: zoom and the visible area's top-left corner. */
export async function viewport(page, canvas) {
  const text = (await page.getAttribute(canvas, 'data-viewport')) ?? '1 0 0';
  const [zoom, x, y] = text.split(' ').map(Number);
  return { zoom, x, y };
}

/** The canvas's drawing area on the page: inside its border. */
export async function drawingBox(page, canvas) {
  return page.$eval(canvas, (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + el.clientLeft, y: r.y + el.clientTop, width: el.clientWidth, height: el.clientHeight };
  });
}

/** Page coordinates of a drawing point (fractions) through the viewport. */
export async function onPage(page, canvas, [fx, fy]) {
  const box = await drawingBox(page, canvas);
  const v = await viewport(page, canvas);
  return {
    x: box.x + (fx - v.x) * v.zoom * box.width,
    y: box.y + (fy - v.y) * v.zoom * box.height,
  };
}
