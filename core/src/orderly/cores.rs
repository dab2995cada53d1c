//! Every originator's time on all the machine's cores (`std` only): the
//! plan's parts ([`OriginatorPlan::part`]) on scoped threads, as the web
//! app runs them on its workers. Each part is exact on its own, so the
//! times are the same however many parts there are.

use alloc::vec::Vec;

use super::{Ordering, OriginatorPlan};

/// Below this many originator × vertex pairs one thread is quick enough:
/// 2^24 pairs take about 15 ms in lanes (T_127×127's 2^28 take 228 ms on
/// one core), against well under a millisecond to start a thread.
const SPLIT_FROM: u64 = 1 << 24;

/// The most threads used, whatever the machine offers.
const MAX_THREADS: usize = 16;

impl OriginatorPlan {
    /// [`times`](Self::times) of every representative, in the plan's order,
    /// split over the cores when the work is big enough to gain. `progress`
    /// hears the first part, scaled to the whole, and the end.
    pub fn times_on_cores(
        &self,
        ord: &Ordering,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Vec<u32> {
        let total = self.representatives().len();
        let pairs = total as u64 * ord.nodes() as u64;
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let parts = if pairs < SPLIT_FROM {
            1
        } else {
            cores.min(MAX_THREADS)
        };
        self.times_in_parts(ord, parts, progress)
    }

    /// [`times`](Self::times) of every representative, in `parts` parts on
    /// as many threads (this one runs the first).
    pub fn times_in_parts(
        &self,
        ord: &Ordering,
        parts: usize,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Vec<u32> {
        let total = self.representatives().len();
        if parts <= 1 {
            return self.times(ord, 0..total, progress);
        }
        std::thread::scope(|scope| {
            let others: Vec<_> = (1..parts)
                .map(|p| {
                    let range = self.part(p, parts);
                    scope.spawn(move || self.times(ord, range, &mut |_, _| {}))
                })
                .collect();
            let first = self.part(0, parts);
            let share = first.len().max(1);
            let mut out = self.times(ord, first, &mut |done, _| {
                progress((done * total / share).min(total), total);
            });
            for other in others {
                // A part's panic is a bug in the core: pass it on.
                out.extend(
                    other
                        .join()
                        .unwrap_or_else(|e| std::panic::resume_unwind(e)),
                );
            }
            progress(total, total);
            out
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::{batch_times, orderings, symmetry};
    use super::*;
    use crate::grid::Grid;

    /// Split over threads, every originator's time is plain batches' (one
    /// bit per originator, no frame, no parts): on tori in translated lanes
    /// and one with symmetry, in 1 to 5 parts. (Carried fields start a walk
    /// wherever a part starts: `odd`'s tests give them sources in any order.)
    #[test]
    fn parts_on_threads_equal_plain_batches() {
        for sides in [[13u32, 11], [9, 13], [12, 10]] {
            let grid = Grid::torus(&sides).unwrap();
            let ord = orderings::pi(&grid).unwrap();
            let autos = symmetry::grid_automorphisms(&grid, &ord);
            let plan = OriginatorPlan::new(&ord, &autos, Some(&grid));
            let plain = batch_times(&ord, plan.representatives());
            for parts in 1..=5 {
                let mut last = None;
                let times = plan.times_in_parts(&ord, parts, &mut |done, total| {
                    assert!(done <= total && total == plain.len());
                    last = Some(done);
                });
                assert_eq!(times, plain, "{sides:?} in {parts} parts");
                assert_eq!(last, Some(plain.len()), "progress ends at the whole");
            }
        }
    }
}
