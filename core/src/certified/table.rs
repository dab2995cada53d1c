//! The stored tables, parsed once at first use and kept for the process.
//!
//! The page asks what is certified on every render of its controls, once
//! per algorithm on offer; parsing the text each time was most of that
//! render's work. [`tables`] parses both tables the first time it is
//! called, checks each TCD witness against its grid, and indexes the rows
//! by grid, so a question is a key lookup. [`parses`] counts the parses, so
//! a test and the browser benchmark can see that there is one.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::sync::atomic::{AtomicU32, Ordering};

use super::{Certificate, LowerBy, OrderlyOptimum, TcdOptimum, orbit_key};
use crate::grid::{Grid, NodeId};

const ORDERLY: &str = include_str!("orderly.tsv");
const TCD: &str = include_str!("tcd.tsv");

/// Both tables, and the TCD rows indexed by grid.
pub(super) struct Tables {
    pub(super) orderly: Vec<OrderlyOptimum>,
    pub(super) tcd: Vec<TcdOptimum>,
    /// (torus, sides) → the rows whose witness fits that grid.
    by_grid: BTreeMap<(bool, Vec<u32>), StoredGrid>,
}

/// The rows stored for one grid, and whether they cover every source.
struct StoredGrid {
    rows: Vec<usize>,
    covers: bool,
}

impl Tables {
    /// The rows stored for `grid` whose witness fits it, in table order.
    pub(super) fn tcd_rows(&self, grid: &Grid) -> impl Iterator<Item = &TcdOptimum> {
        let key = (grid.is_torus(), grid.sides().to_vec());
        let rows = self.by_grid.get(&key).map_or(&[][..], |g| &g.rows[..]);
        rows.iter().map(|&i| &self.tcd[i])
    }

    /// Whether every source of `grid` has a row, itself or by symmetry.
    pub(super) fn tcd_covers(&self, grid: &Grid) -> bool {
        let key = (grid.is_torus(), grid.sides().to_vec());
        self.by_grid.get(&key).is_some_and(|g| g.covers)
    }
}

static PARSES: AtomicU32 = AtomicU32::new(0);

#[cfg(feature = "std")]
static TABLES: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();

#[cfg(not(feature = "std"))]
static TABLES: once_cell::race::OnceBox<Tables> = once_cell::race::OnceBox::new();

/// The tables, parsed on the first call (with `std`, exactly once per
/// process; without, once per process in practice: the race the `no_std`
/// cell allows needs two threads, and the browser has one per module).
pub(super) fn tables() -> &'static Tables {
    #[cfg(feature = "std")]
    {
        TABLES.get_or_init(parse)
    }
    #[cfg(not(feature = "std"))]
    {
        TABLES.get_or_init(|| alloc::boxed::Box::new(parse()))
    }
}

/// How many times this process has parsed the stored tables: 0 before
/// the first question about a certificate, 1 after.
pub fn parses() -> u32 {
    PARSES.load(Ordering::Relaxed)
}

fn parse() -> Tables {
    PARSES.fetch_add(1, Ordering::Relaxed);
    let orderly = rows(ORDERLY)
        .filter_map(|cols| {
            let sides = sides_of(cols.first()?)?;
            Some(OrderlyOptimum {
                sides: [*sides.first()?, *sides.get(1)?],
                certificate: certificate(&cols[1..])?,
            })
        })
        .collect();
    let tcd: Vec<TcdOptimum> = rows(TCD)
        .filter_map(|cols| {
            let certificate = certificate(cols.get(3..)?)?;
            Some(TcdOptimum {
                torus: match *cols.first()? {
                    "torus" => true,
                    "mesh" => false,
                    _ => return None,
                },
                sides: sides_of(cols.get(1)?)?,
                source: NodeId::new(cols.get(2)?.parse().ok()?),
                numbering: certificate
                    .witness
                    .split(' ')
                    .map(|v| v.parse().ok().map(NodeId::new))
                    .collect(),
                certificate,
            })
        })
        .collect();
    let mut by_grid: BTreeMap<(bool, Vec<u32>), StoredGrid> = BTreeMap::new();
    for (i, row) in tcd.iter().enumerate() {
        let Ok(grid) = Grid::new(&row.sides, row.torus) else {
            continue;
        };
        let n = grid.node_count();
        let fits = row.source.index() < n && row.numbering().is_some_and(|w| w.len() == n);
        let stored = by_grid
            .entry((row.torus, row.sides.clone()))
            .or_insert_with(|| StoredGrid {
                rows: Vec::new(),
                covers: false,
            });
        if fits {
            stored.rows.push(i);
        }
    }
    for ((torus, sides), stored) in &mut by_grid {
        let Ok(grid) = Grid::new(sides, *torus) else {
            continue;
        };
        let keys: Vec<Vec<u32>> = stored
            .rows
            .iter()
            .map(|&i| orbit_key(&grid, tcd[i].source))
            .collect();
        stored.covers = !keys.is_empty()
            && (0..grid.node_count()).all(|v| keys.contains(&orbit_key(&grid, NodeId::new(v))));
    }
    Tables {
        orderly,
        tcd,
        by_grid,
    }
}

fn rows(table: &'static str) -> impl Iterator<Item = Vec<&'static str>> {
    table
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split('\t').collect())
}

pub(super) fn certificate(cols: &[&'static str]) -> Option<Certificate> {
    let [lower, upper, by, sat, unsat, check, fingerprint, witness] = cols else {
        return None;
    };
    let lower_by = match *by {
        "checked" => LowerBy::Checked("dratify"),
        "theorem" => LowerBy::Theorem,
        "count" => LowerBy::Count,
        other if other.starts_with("checked:") => {
            LowerBy::Checked(other.strip_prefix("checked:").filter(|c| !c.is_empty())?)
        }
        other => match other.strip_prefix("cubes:") {
            Some(split) => {
                let mut parts = split.split(':');
                let mut number = || parts.next()?.parse().ok();
                let (Some(lex), Some(split), Some(cubes)) = (number(), number(), number()) else {
                    return None;
                };
                let checker = parts.next().filter(|c| !c.is_empty())?;
                LowerBy::Cubes {
                    lex,
                    split,
                    cubes,
                    checker,
                }
            }
            None => LowerBy::Proof(other.strip_prefix("proof:")?),
        },
    };
    Some(Certificate {
        lower: lower.parse().ok()?,
        upper: upper.parse().ok()?,
        lower_by,
        sat_seconds: sat.parse().ok()?,
        unsat_seconds: unsat.parse().ok()?,
        check_seconds: check.parse().ok()?,
        fingerprint,
        witness,
    })
}

fn sides_of(dims: &str) -> Option<Vec<u32>> {
    dims.split('x').map(|s| s.parse().ok()).collect()
}
