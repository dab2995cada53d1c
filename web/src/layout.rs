//! Where each node of a 1-, 2- or 3-D grid sits in the map image.
//!
//! One pixel per node: a path is a band, a 2-D grid is itself, and a 3-D
//! grid is its z-slices side by side (small multiples), separated by a gap.
//! Grids of four or more dimensions have no image; the page shows tables.
//! [`display_grid`] is the grid a view's maps are drawn on (a WK network's
//! addresses as a grid).

use castlab_core::grid::Grid;
use castlab_core::permalink::{Net, Query};

/// The image geometry of a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    dims: usize,
    sides: [u32; 3],
    columns: u32,
    gap: u32,
    /// Image width in pixels.
    pub width: u32,
    /// Image height in pixels.
    pub height: u32,
}

impl Layout {
    /// The layout of a grid with these sides, if it has at most 3 dimensions.
    pub fn new(sides: &[u32]) -> Option<Self> {
        match *sides {
            [n] => Some(Layout {
                dims: 1,
                sides: [n, 1, 1],
                columns: 1,
                gap: 0,
                width: n,
                height: n.div_ceil(8).max(1),
            }),
            [x, y] => Some(Layout {
                dims: 2,
                sides: [x, y, 1],
                columns: 1,
                gap: 0,
                width: x,
                height: y,
            }),
            [x, y, z] => {
                let columns = (f64::from(z).sqrt().ceil() as u32).max(1);
                let rows = z.div_ceil(columns);
                let gap = (x.max(y) / 8).max(1);
                Some(Layout {
                    dims: 3,
                    sides: [x, y, z],
                    columns,
                    gap,
                    width: columns * (x + gap) - gap,
                    height: rows * (y + gap) - gap,
                })
            }
            _ => None,
        }
    }

    /// Number of nodes.
    pub fn nodes(&self) -> usize {
        self.sides.iter().map(|&s| s as usize).product()
    }

    /// Whether node i is pixel i (a 2-D grid): `cell(i)` is then
    /// (i mod width, i div width, 1, 1).
    pub fn is_plane(&self) -> bool {
        self.dims == 2
    }

    /// The pixels of node `i` (x fastest): its top-left corner and size.
    pub fn cell(&self, i: usize) -> (u32, u32, u32, u32) {
        let [sx, sy, _] = self.sides;
        let x = (i % sx as usize) as u32;
        match self.dims {
            1 => (x, 0, 1, self.height),
            2 => (x, (i / sx as usize) as u32, 1, 1),
            _ => {
                let y = ((i / sx as usize) % sy as usize) as u32;
                let z = (i / (sx as usize * sy as usize)) as u32;
                let (col, row) = (z % self.columns, z / self.columns);
                (col * (sx + self.gap) + x, row * (sy + self.gap) + y, 1, 1)
            }
        }
    }

    /// The centre of node `i` in image pixels.
    pub fn centre(&self, i: usize) -> (f64, f64) {
        let (x, y, w, h) = self.cell(i);
        (
            f64::from(x) + f64::from(w) / 2.0,
            f64::from(y) + f64::from(h) / 2.0,
        )
    }

    /// The node under image point (px, py), if any (gaps have none).
    pub fn node_at(&self, px: f64, py: f64) -> Option<usize> {
        if px < 0.0 || py < 0.0 || px >= f64::from(self.width) || py >= f64::from(self.height) {
            return None;
        }
        let (px, py) = (px as u32, py as u32);
        let [sx, sy, sz] = self.sides;
        match self.dims {
            1 => Some(px as usize),
            2 => Some((px + sx * py) as usize),
            _ => {
                let (col, x) = (px / (sx + self.gap), px % (sx + self.gap));
                let (row, y) = (py / (sy + self.gap), py % (sy + self.gap));
                let z = row * self.columns + col;
                (x < sx && y < sy && z < sz).then(|| (x + sx * (y + sy * z)) as usize)
            }
        }
    }

    /// The z-slice label positions for a 3-D layout: (z, x, y) of each tile's
    /// top-left corner.
    pub fn tiles(&self) -> Vec<(u32, u32, u32)> {
        if self.dims != 3 {
            return Vec::new();
        }
        let [sx, sy, sz] = self.sides;
        (0..sz)
            .map(|z| {
                let (col, row) = (z % self.columns, z / self.columns);
                (z, col * (sx + self.gap), row * (sy + self.gap))
            })
            .collect()
    }
}

/// The grid the maps are drawn on: the network's own for meshes, tori and
/// MS networks; W^⌈L/2⌉ × W^⌊L/2⌋ by address digits for WK.
pub fn display_grid(query: &Query) -> Grid {
    match query.net {
        Net::Wk => {
            let (w, l) = (query.wk.w(), query.wk.l());
            let x = w.pow(l.div_ceil(2));
            Grid::mesh(&[x, w.pow(l / 2)]).unwrap_or(query.grid)
        }
        Net::Msn => Grid::mesh(query.grid.sides()).unwrap_or(query.grid),
        // The family's address grid, which the query already holds.
        Net::Mesh | Net::Torus | Net::Graph(_) => query.grid,
    }
}

#[cfg(test)]
mod tests {
    use super::Layout;

    /// The painter's fast path relies on this: in a plane layout node i is
    /// exactly pixel i.
    #[test]
    fn a_plane_layout_puts_node_i_at_pixel_i() {
        for sides in [&[5u32, 3][..], &[1, 7], &[16, 16]] {
            let layout = Layout::new(sides).expect("2-D");
            assert!(layout.is_plane());
            for i in 0..layout.nodes() {
                let at = i as u32;
                assert_eq!(layout.cell(i), (at % layout.width, at / layout.width, 1, 1));
            }
        }
        for sides in [&[9u32][..], &[4, 4, 4], &[1, 1, 2]] {
            assert!(!Layout::new(sides).expect("1-D or 3-D").is_plane());
        }
    }
}
