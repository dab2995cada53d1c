//! One distance field over a torus frame, repaired in place when some
//! vertices' lists change (the two steps of the proof sketch in [`super`]).

use alloc::vec;
use alloc::vec::Vec;

/// A distance in the field. Sixteen bits keep a cell to 12 bytes; the
/// field is used only where every distance fits ([`fits`]).
type Time = u16;
const INF: Time = Time::MAX;

/// What the field keeps per frame vertex, together, so that a look at a
/// neighbour reads one cache line (separate arrays cost up to five).
#[derive(Clone, Copy, Debug)]
struct Cell {
    dist: Time,
    /// 2 · step when the vertex was queued for the support check at that
    /// step, plus 1 when it lost its distance.
    mark: u16,
    /// Per direction, the label of the edge from that neighbour to this
    /// vertex (0: none).
    in_label: [u8; 4],
    /// The list type now, and before this step.
    ty: u8,
    old_ty: u8,
    /// Whether the vertex is on the first or last row (1, 2) and column
    /// (3, 6, summed): which row of [`Field::offset`] finds its neighbours.
    place: u8,
}

/// A bucket queue over absolute times, remembering the range it holds.
#[derive(Debug)]
struct Buckets {
    slots: Vec<Vec<u32>>,
    lo: usize,
    hi: usize,
}

impl Default for Buckets {
    fn default() -> Self {
        Buckets {
            slots: Vec::new(),
            lo: usize::MAX,
            hi: 0,
        }
    }
}

impl Buckets {
    fn push(&mut self, t: u32, v: u32) {
        let t = t as usize;
        if self.slots.len() <= t {
            self.slots.resize(t + 1, Vec::new());
        }
        self.slots[t].push(v);
        self.lo = self.lo.min(t);
        self.hi = self.hi.max(t + 1);
    }

    /// The lowest nonempty slot's time, if any.
    fn lowest(&mut self) -> Option<usize> {
        while self.lo < self.hi {
            if !self.slots[self.lo].is_empty() {
                return Some(self.lo);
            }
            self.lo += 1;
        }
        self.lo = usize::MAX;
        self.hi = 0;
        None
    }

    /// The vertices at time `t`, taken out (empty past the end); every slot
    /// below `t` must be empty.
    fn take(&mut self, t: usize) -> Vec<u32> {
        match self.slots.get_mut(t) {
            Some(slot) if t < self.hi => {
                self.lo = self.lo.max(t);
                core::mem::take(slot)
            }
            _ => Vec::new(),
        }
    }

    fn put_back(&mut self, t: usize, mut slot: Vec<u32>) {
        slot.clear();
        if t < self.slots.len() && self.slots[t].is_empty() && slot.capacity() > 0 {
            self.slots[t] = slot;
        }
    }
}

/// Step 1's marks: who is queued for the check, and the queue.
struct Marks<'a> {
    cells: &'a mut [Cell],
    offset: &'a [isize; 36],
    queue: &'a mut Buckets,
    /// The mark of a vertex queued at this step; plus 1, lost.
    queued: u16,
}

impl Marks<'_> {
    /// Queues v's neighbour in direction `dir` for the check, once, if the
    /// old label `l` from v made its distance tight.
    fn check(&mut self, v: usize, dir: usize, l: u8) {
        let w = step(self.offset, v, self.cells[v].place, dir);
        let dv = self.cells[v].dist;
        let cw = &mut self.cells[w];
        if dv != INF && dv + Time::from(l) == cw.dist && cw.mark < self.queued {
            cw.mark = self.queued;
            self.queue.push(cw.dist.into(), w as u32);
        }
    }
}

/// The distance field from one frame vertex, with the list types it was
/// computed for.
#[derive(Debug)]
pub(super) struct Field {
    /// Frame vertex (x, y) is x · 2^bits + y (see [`Field::at`]); the
    /// numbers past column n − 1 are unused.
    bits: u32,
    sides: [usize; 2],
    cells: Vec<Cell>,
    /// Per place (see [`Cell::place`]) and direction `2 · axis + backwards`,
    /// the step to the neighbour: arithmetic and a 36-entry table instead
    /// of a table of 16 bytes a vertex (1 MB on T_255×255, and slower).
    offset: [isize; 36],
    origin: usize,
    /// How many vertices have each distance, and how many have none.
    hist: Vec<u32>,
    unreached: usize,
    /// Per type, its directions in label order (`u8::MAX` past the end),
    /// and per type and direction, the label (1-based; 0: not listed).
    dirs: Vec<[u8; 4]>,
    label: Vec<[u8; 4]>,
    /// Per pair of types (from · types + to), the directions whose label
    /// rose or went; read from · to backwards, those whose label fell or
    /// came.
    rose: Vec<u8>,
    epoch: u16,
    changed: Vec<u32>,
    lost: Vec<u32>,
    queue: Buckets,
    /// What the settled pass on, by time modulo 8.
    ring: [Vec<u32>; 8],
    /// The cells as made, every distance unknown: each walk starts from a
    /// copy (the lists are the same at every start; finding them and the
    /// in-labels again cost 4 % of the time on T_255×255).
    fresh: Vec<Cell>,
}

impl Field {
    /// An empty field on an m × n frame whose vertex (x, y) has list type
    /// `types(x, y)`, the types having these direction lists (at most four
    /// labels each).
    pub(super) fn new(
        sides: [usize; 2],
        type_dirs: &[[u8; 16]],
        types: impl Fn(usize, usize) -> u8,
    ) -> Self {
        let [m, n] = sides;
        let bits = n.next_power_of_two().trailing_zeros();
        let dirs: Vec<[u8; 4]> = type_dirs.iter().map(|d| [d[0], d[1], d[2], d[3]]).collect();
        let label: Vec<[u8; 4]> = dirs
            .iter()
            .map(|dirs| {
                let mut l = [0u8; 4];
                for (k, &d) in dirs.iter().enumerate() {
                    if d != u8::MAX {
                        l[d as usize] = k as u8 + 1;
                    }
                }
                l
            })
            .collect();
        let mut offset = [0isize; 36];
        let (stride, end) = (1isize << bits, (m << bits) as isize);
        for (place, steps) in offset.chunks_mut(4).enumerate() {
            let (row, col) = (place % 3, place / 3);
            steps[0] = if row == 2 { stride - end } else { stride };
            steps[1] = if row == 1 { end - stride } else { -stride };
            steps[2] = if col == 2 { 1 - n as isize } else { 1 };
            steps[3] = if col == 1 { n as isize - 1 } else { -1 };
        }
        let blank = Cell {
            dist: INF,
            mark: 0,
            in_label: [0; 4],
            ty: 0,
            old_ty: 0,
            place: 0,
        };
        let mut cells = vec![blank; m << bits];
        for x in 0..m {
            for y in 0..n {
                let row = if x == m - 1 { 2 } else { usize::from(x == 0) };
                let col = if y == n - 1 { 2 } else { usize::from(y == 0) };
                let t = types(x, y);
                let cell = &mut cells[(x << bits) | y];
                (cell.place, cell.ty, cell.old_ty) = ((row + 3 * col) as u8, t, t);
            }
        }
        let mut field = Field {
            bits,
            sides,
            cells,
            offset,
            origin: 0,
            hist: Vec::new(),
            unreached: m * n,
            rose: rises(&label),
            dirs,
            label,
            epoch: 0,
            changed: Vec::new(),
            lost: Vec::new(),
            queue: Buckets::default(),
            ring: Default::default(),
            fresh: Vec::new(),
        };
        for x in 0..m {
            for y in 0..n {
                field.relabel_in(field.at(x, y));
            }
        }
        field.fresh = field.cells.clone();
        field
    }

    /// Frame vertex (x, y)'s number.
    pub(super) fn at(&self, x: usize, y: usize) -> usize {
        (x << self.bits) | y
    }

    /// Frame vertex `v`'s neighbour in direction `dir`.
    #[inline(always)]
    fn neighbour(&self, v: usize, dir: usize) -> usize {
        step(&self.offset, v, self.cells[v].place, dir)
    }

    /// The largest distance (b of the originator), or `None` while some
    /// vertex is unreached.
    pub(super) fn largest(&mut self) -> Option<u32> {
        if self.unreached > 0 {
            return None;
        }
        let mut top = self.hist.len() - 1;
        while self.hist[top] == 0 {
            top -= 1;
        }
        self.hist.truncate(top + 1);
        Some(top as u32)
    }

    /// The field from `origin` afresh, on the lists the field was made
    /// with.
    pub(super) fn reset(&mut self, origin: usize) {
        self.cells.copy_from_slice(&self.fresh);
        self.changed.clear();
        self.hist.clear();
        self.unreached = self.sides[0] * self.sides[1];
        self.origin = origin;
        self.queue.push(0, origin as u32);
        self.settle();
    }

    /// Starts a step: what the last one changed is now the old type too.
    pub(super) fn begin(&mut self) {
        for &v in &self.changed {
            let cell = &mut self.cells[v as usize];
            cell.old_ty = cell.ty;
        }
        self.changed.clear();
    }

    /// Gives frame vertex `v` list type `t`, noting it as changed if it is.
    pub(super) fn retype(&mut self, v: usize, t: u8) {
        if t != self.cells[v].ty {
            self.cells[v].ty = t;
            self.changed.push(v as u32);
        }
    }

    /// Ends a step: the field for the new types.
    pub(super) fn repair(&mut self) {
        for i in 0..self.changed.len() {
            self.relabel_in(self.changed[i] as usize);
        }
        self.invalidate();
        self.reseed();
        self.settle();
    }

    /// Writes `v`'s out-labels into its neighbours' in-labels.
    fn relabel_in(&mut self, v: usize) {
        let out = self.label[self.cells[v].ty as usize];
        for (dir, &l) in out.iter().enumerate() {
            let w = self.neighbour(v, dir);
            self.cells[w].in_label[dir ^ 1] = l;
        }
    }

    /// Step 1: `lost` gets every vertex v left without an in-neighbour u
    /// that keeps d(u) and has d(u) + label ≤ d(v), in order of distance.
    /// Only a vertex that lost an in-edge on which its distance was tight
    /// (the label rose, or the tail was lost) is checked: any other still
    /// has such an edge.
    #[inline(never)]
    fn invalidate(&mut self) {
        if self.epoch == u16::MAX / 2 {
            self.cells.iter_mut().for_each(|c| c.mark = 0);
            self.epoch = 0;
        }
        self.epoch += 1;
        self.lost.clear();
        let queued = 2 * self.epoch;
        let Field {
            cells,
            offset,
            label,
            rose,
            queue,
            lost,
            changed,
            origin,
            ..
        } = self;
        let types = label.len();
        let mut marks = Marks {
            cells,
            offset,
            queue,
            queued,
        };
        for &c in changed.iter() {
            let c = c as usize;
            let (old, new) = (marks.cells[c].old_ty as usize, marks.cells[c].ty as usize);
            for dir in directions(rose[old * types + new]) {
                marks.check(c, dir, label[old][dir]);
            }
        }
        while let Some(t) = marks.queue.lowest() {
            let slot = marks.queue.take(t);
            for &v in &slot {
                let v = v as usize;
                if v == *origin || kept(marks.cells, offset, v, queued + 1) {
                    continue;
                }
                lost.push(v as u32);
                marks.cells[v].mark = queued + 1;
                let old = label[marks.cells[v].old_ty as usize];
                for (dir, &l) in old.iter().enumerate() {
                    if l != 0 {
                        marks.check(v, dir, l);
                    }
                }
            }
            marks.queue.put_back(t, slot);
        }
    }

    /// Step 2 begins: the lost vertices lose their distance and wait at
    /// the best their kept in-neighbours offer, and every edge whose label
    /// fell offers its head a time.
    #[inline(never)]
    fn reseed(&mut self) {
        let Field {
            cells,
            offset,
            label,
            rose,
            queue,
            lost,
            changed,
            hist,
            unreached,
            ..
        } = self;
        for &v in lost.iter() {
            let d = core::mem::replace(&mut cells[v as usize].dist, INF);
            hist[d as usize] -= 1;
        }
        *unreached += lost.len();
        for &v in lost.iter() {
            let v = v as usize;
            let (place, in_label) = (cells[v].place, cells[v].in_label);
            let mut best = INF;
            for (dir, &l) in in_label.iter().enumerate() {
                let du = cells[step(offset, v, place, dir)].dist;
                if l != 0 && du != INF {
                    best = best.min(du + Time::from(l));
                }
            }
            if best != INF {
                queue.push(best.into(), v as u32);
            }
        }
        let types = label.len();
        for &c in changed.iter() {
            let c = c as usize;
            let dc = cells[c].dist;
            if dc == INF {
                continue;
            }
            let (old, new) = (cells[c].old_ty as usize, cells[c].ty as usize);
            for dir in directions(rose[new * types + old]) {
                let w = step(offset, c, cells[c].place, dir);
                let at = dc + Time::from(label[new][dir]);
                if at < cells[w].dist {
                    queue.push(at.into(), w as u32);
                }
            }
        }
    }

    /// The bucket queue: each vertex popped below its distance takes the
    /// time and passes it on. The seeds wait in `queue`; what the settled
    /// pass on arrives at most four steps later, so it waits in a ring of
    /// eight slots (no growth check or range to keep per push: 10 % of the
    /// time on T_255×255).
    #[inline(never)]
    fn settle(&mut self) {
        let Field {
            cells,
            offset,
            dirs,
            queue,
            ring,
            hist,
            unreached,
            ..
        } = self;
        let mut in_ring = 0usize;
        let mut t = 0;
        let mut reached = 0;
        loop {
            if in_ring == 0 {
                match queue.lowest() {
                    Some(next) => t = next,
                    None => break,
                }
            }
            let seeds = queue.take(t);
            let mut near = core::mem::take(&mut ring[t & 7]);
            in_ring -= near.len();
            for &v in seeds.iter().chain(&near) {
                let v = v as usize;
                let cell = &mut cells[v];
                let old = cell.dist;
                if t >= usize::from(old) {
                    continue;
                }
                cell.dist = t as Time;
                let (ty, place) = (cell.ty, cell.place);
                if old == INF {
                    reached += 1;
                } else {
                    hist[old as usize] -= 1;
                }
                if hist.len() <= t {
                    hist.resize(t + 1, 0);
                }
                hist[t] += 1;
                for (k, &d) in dirs[ty as usize].iter().enumerate() {
                    if d == u8::MAX {
                        break;
                    }
                    let w = step(offset, v, place, d as usize);
                    let at = t + k + 1;
                    if at < usize::from(cells[w].dist) {
                        ring[at & 7].push(w as u32);
                        in_ring += 1;
                    }
                }
            }
            queue.put_back(t, seeds);
            near.clear();
            ring[t & 7] = near;
            t += 1;
        }
        *unreached -= reached;
    }
}

/// Whether every distance on an m × n frame with these lists fits a
/// [`Time`] below [`INF`], with room for the 4 more a queued time may add.
/// When every list has all four directions, a path of ⌊m/2⌋ + ⌊n/2⌋ edges
/// reaches each vertex, each edge labelled 4 at most; otherwise a path
/// has at most m · n edges.
pub(super) fn fits(sides: [usize; 2], type_dirs: &[[u8; 16]]) -> bool {
    let whole = type_dirs
        .iter()
        .all(|d| d[..4].iter().all(|&x| x != u8::MAX));
    let edges = if whole {
        sides[0] / 2 + sides[1] / 2
    } else {
        sides[0] * sides[1]
    };
    4 * edges + 8 < usize::from(INF)
}

/// Vertex `v`'s neighbour in direction `dir`, `v` being at `place`.
#[inline(always)]
fn step(offset: &[isize; 36], v: usize, place: u8, dir: usize) -> usize {
    v.wrapping_add(offset[place as usize * 4 + dir] as usize)
}

/// Whether v keeps an in-neighbour u, not lost (`lost_mark`), with
/// d(u) + label ≤ d(v).
#[inline]
fn kept(cells: &[Cell], offset: &[isize; 36], v: usize, lost_mark: u16) -> bool {
    let Cell {
        dist: dv,
        place,
        in_label,
        ..
    } = cells[v];
    (0..4).any(|dir| {
        let u = &cells[step(offset, v, place, dir)];
        let l = in_label[dir];
        l != 0 && u.mark != lost_mark && u.dist != INF && u.dist + Time::from(l) <= dv
    })
}

/// The directions whose bits are set in `mask`.
fn directions(mask: u8) -> impl Iterator<Item = usize> {
    (0..4).filter(move |d| mask & 1 << d != 0)
}

/// Per pair of types (from · types + to), the directions whose label rose
/// from `from` to `to` or was dropped, as bits.
fn rises(label: &[[u8; 4]]) -> Vec<u8> {
    let mut out = Vec::with_capacity(label.len() * label.len());
    for was in label {
        for now in label {
            let bits = (0..4).filter(|&d| was[d] != 0 && (now[d] == 0 || now[d] > was[d]));
            out.push(bits.fold(0, |m, d| m | 1 << d));
        }
    }
    out
}
