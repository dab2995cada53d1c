//! Where a family's picture puts its vertices and links, from the
//! family's own `place` and `link_look` (`castlab_core::topology`): rings
//! resolved with trigonometry, the units made the least distance between
//! two vertices, a link that would run through a third vertex bowed
//! round it, and a wraparound link drawn as two stubs that leave the
//! picture towards where the other end would be if it repeated.

use castlab_core::topology::{Place, Topology};

use crate::pen::Xy;

/// A vertex's radius, in units of the least distance between two.
pub const RADIUS: f64 = 0.3;
/// The room round the picture, in the same units.
pub const MARGIN: f64 = 0.75;
/// How far a link keeps from every vertex but its ends, in radii.
const CLEARANCE: f64 = 1.6;
/// Points of a bowed link.
const ARC_POINTS: usize = 16;

/// How a link is drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum Path {
    /// A line from one end to the other (two points: straight; more: bowed).
    Line(Vec<Xy>),
    /// A wraparound link: a stub leaving each end, the first from `u`.
    Stubs(Xy, Xy),
}

/// One link of the graph, `u < v`.
#[derive(Clone, Debug, PartialEq)]
pub struct DrawnLink {
    pub u: usize,
    pub v: usize,
    pub class: u8,
    pub path: Path,
}

impl DrawnLink {
    /// The points a message from `from` (an end of the link) follows: one
    /// polyline per piece, each from the sender's side to the receiver's.
    pub fn from(&self, from: usize, points: &[Xy]) -> Vec<Vec<Xy>> {
        let forward = from == self.u;
        match &self.path {
            Path::Line(line) if forward => vec![line.clone()],
            Path::Line(line) => vec![line.iter().rev().copied().collect()],
            Path::Stubs(a, b) => {
                let (pu, pv) = (points[self.u], points[self.v]);
                if forward {
                    vec![vec![pu, *a], vec![*b, pv]]
                } else {
                    vec![vec![pv, *b], vec![*a, pu]]
                }
            }
        }
    }
}

/// The picture of a graph, in units of the least distance between two
/// vertices, inside `(0, width) × (0, height)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    pub points: Vec<Xy>,
    pub links: Vec<DrawnLink>,
    pub width: f64,
    pub height: f64,
}

/// Where `place` puts a vertex: a ring's k-th place clockwise from the top.
fn resolve(place: Place) -> Xy {
    match place {
        Place::At { x, y } => (x, y),
        Place::Ring { cx, cy, r, k, of } => {
            let angle = std::f64::consts::TAU * f64::from(k) / f64::from(of.max(1));
            (cx + r * angle.sin(), cy - r * angle.cos())
        }
    }
}

fn distance((ax, ay): Xy, (bx, by): Xy) -> f64 {
    (ax - bx).hypot(ay - by)
}

/// The distance from `p` to the segment `a`–`b`.
fn to_segment(p: Xy, a: Xy, b: Xy) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length = dx * dx + dy * dy;
    let t = if length > 0.0 {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / length).clamp(0.0, 1.0)
    } else {
        0.0
    };
    distance(p, (a.0 + t * dx, a.1 + t * dy))
}

/// The least distance from a vertex other than `ends` to the polyline.
pub fn clearance(line: &[Xy], points: &[Xy], ends: (usize, usize)) -> f64 {
    points
        .iter()
        .enumerate()
        .filter(|&(w, _)| w != ends.0 && w != ends.1)
        .map(|(_, &p)| {
            line.windows(2)
                .map(|s| to_segment(p, s[0], s[1]))
                .fold(f64::INFINITY, f64::min)
        })
        .fold(f64::INFINITY, f64::min)
}

/// A quadratic arc from `a` to `b` that stands about `bow` off the chord
/// (to its left for a positive bow), highest at `along` (a fraction) of it.
fn arc(a: Xy, b: Xy, bow: f64, along: f64) -> Vec<Xy> {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length = dx.hypot(dy).max(f64::EPSILON);
    // The control point stands twice the bow off the chord.
    let control = (
        a.0 + along * dx + 2.0 * bow * dy / length,
        a.1 + along * dy - 2.0 * bow * dx / length,
    );
    (0..=ARC_POINTS)
        .map(|i| {
            let t = i as f64 / ARC_POINTS as f64;
            let (p, q, r) = ((1.0 - t) * (1.0 - t), 2.0 * t * (1.0 - t), t * t);
            (
                p * a.0 + q * control.0 + r * b.0,
                p * a.1 + q * control.1 + r * b.1,
            )
        })
        .collect()
}

/// The line of the link `u`–`v`: straight where it passes clear of every
/// other vertex, else the least bow that does (away from the picture's
/// centre first), else the bow that keeps farthest from them.
fn line(points: &[Xy], (u, v): (usize, usize), centre: Xy) -> Vec<Xy> {
    let (a, b) = (points[u], points[v]);
    let straight = vec![a, b];
    let needed = CLEARANCE * RADIUS;
    if clearance(&straight, points, (u, v)) >= needed {
        return straight;
    }
    let length = distance(a, b);
    // The side away from the centre first.
    let left = ((b.1 - a.1) / length, -(b.0 - a.0) / length);
    let middle = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let outward = distance((middle.0 + left.0, middle.1 + left.1), centre)
        >= distance((middle.0 - left.0, middle.1 - left.1), centre);
    let sides = if outward { [1.0, -1.0] } else { [-1.0, 1.0] };
    let mut best = (f64::NEG_INFINITY, straight);
    let tries = [0.12, 0.2, 0.28, 0.36, 0.5, 0.65, 0.8, 1.0]
        .into_iter()
        .flat_map(|f| [0.5, 0.3, 0.7].map(|along| (f, along)));
    for (fraction, along) in tries {
        for side in sides {
            let bowed = arc(a, b, side * fraction * length.max(1.0), along);
            let clear = clearance(&bowed, points, (u, v));
            if clear >= needed {
                return bowed;
            }
            if clear > best.0 {
                best = (clear, bowed);
            }
        }
    }
    best.1
}

/// The two stubs of a wraparound link: from each end towards where the
/// other would be if the picture repeated sideways (`period` apart).
fn stubs(a: Xy, b: Xy, period: f64) -> (Xy, Xy) {
    let towards = |from: Xy, to: Xy| {
        let ghost = if from.0 >= to.0 {
            (to.0 + period, to.1)
        } else {
            (to.0 - period, to.1)
        };
        let length = distance(from, ghost).max(f64::EPSILON);
        let reach = (0.4 * length).min(1.2);
        (
            from.0 + (ghost.0 - from.0) / length * reach,
            from.1 + (ghost.1 - from.1) / length * reach,
        )
    };
    (towards(a, b), towards(b, a))
}

/// The picture of `graph`.
pub fn geometry(graph: &dyn Topology) -> Geometry {
    let n = graph.node_count();
    let mut points: Vec<Xy> = (0..n).map(|v| resolve(graph.place(v))).collect();
    let ringed = (0..n).any(|v| matches!(graph.place(v), Place::Ring { .. }));
    // One unit: the least distance between two vertices.
    let mut least = f64::INFINITY;
    for (i, &p) in points.iter().enumerate() {
        for &q in &points[i + 1..] {
            least = least.min(distance(p, q));
        }
    }
    let unit = if least.is_finite() && least > 0.0 {
        least
    } else {
        1.0
    };
    let (x0, y0) = points.iter().fold((f64::INFINITY, f64::INFINITY), |m, p| {
        (m.0.min(p.0), m.1.min(p.1))
    });
    for p in &mut points {
        *p = ((p.0 - x0) / unit, (p.1 - y0) / unit);
    }
    let (w, h) = points
        .iter()
        .fold((0.0f64, 0.0f64), |m, p| (m.0.max(p.0), m.1.max(p.1)));
    // A tall picture of points (a butterfly's levels × rows) is widened
    // to square; rings keep their shape.
    if !ringed && w > 0.0 && w < h {
        for p in &mut points {
            p.0 *= h / w;
        }
    }
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|u| {
            let mut next = Vec::new();
            graph.for_each_neighbour(u, &mut |v| {
                if u < v && !next.contains(&v) {
                    next.push(v);
                }
            });
            next.into_iter().map(move |v| (u, v))
        })
        .collect();
    let looks: Vec<_> = pairs.iter().map(|&(u, v)| graph.link_look(u, v)).collect();
    // The sideways step of a link that does not wrap: how far the ghost
    // of a wrapped end stands beyond the picture's edge.
    let step = pairs
        .iter()
        .zip(&looks)
        .filter(|(_, look)| !look.wraps)
        .map(|(&(u, v), _)| (points[u].0 - points[v].0).abs())
        .filter(|&dx| dx > 1e-9)
        .fold(f64::INFINITY, f64::min);
    let width = points.iter().fold(0.0f64, |m, p| m.max(p.0));
    let period = width + if step.is_finite() { step } else { 1.0 };
    let height = points.iter().fold(0.0f64, |m, p| m.max(p.1));
    let centre = (width / 2.0, height / 2.0);
    let mut links: Vec<DrawnLink> = pairs
        .iter()
        .zip(&looks)
        .map(|(&(u, v), look)| DrawnLink {
            u,
            v,
            class: look.class,
            path: if look.wraps {
                let (a, b) = stubs(points[u], points[v], period);
                Path::Stubs(a, b)
            } else {
                Path::Line(line(&points, (u, v), centre))
            },
        })
        .collect();
    // The margin round everything drawn.
    let mut drawn: Vec<Xy> = points.clone();
    for link in &links {
        match &link.path {
            Path::Line(line) => drawn.extend(line),
            Path::Stubs(a, b) => drawn.extend([*a, *b]),
        }
    }
    let (lo, hi) = drawn.iter().fold(
        (
            (f64::INFINITY, f64::INFINITY),
            (f64::NEG_INFINITY, f64::NEG_INFINITY),
        ),
        |(lo, hi), p| {
            (
                (lo.0.min(p.0), lo.1.min(p.1)),
                (hi.0.max(p.0), hi.1.max(p.1)),
            )
        },
    );
    let shift = |p: &mut Xy| *p = (p.0 - lo.0 + MARGIN, p.1 - lo.1 + MARGIN);
    points.iter_mut().for_each(shift);
    for link in &mut links {
        match &mut link.path {
            Path::Line(line) => line.iter_mut().for_each(shift),
            Path::Stubs(a, b) => {
                shift(a);
                shift(b);
            }
        }
    }
    Geometry {
        points,
        links,
        width: hi.0 - lo.0 + 2.0 * MARGIN,
        height: hi.1 - lo.1 + 2.0 * MARGIN,
    }
}

impl Geometry {
    /// The vertex within half a unit of `at`, the nearest.
    pub fn vertex_at(&self, at: Xy) -> Option<usize> {
        self.points
            .iter()
            .enumerate()
            .map(|(v, &p)| (v, distance(p, at)))
            .filter(|&(_, d)| d <= 0.5)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(v, _)| v)
    }

    /// The link between `a` and `b`, either way round.
    pub fn link(&self, a: usize, b: usize) -> Option<&DrawnLink> {
        let (u, v) = (a.min(b), a.max(b));
        self.links.iter().find(|l| l.u == u && l.v == v)
    }
}
