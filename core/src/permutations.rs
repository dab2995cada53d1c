//! Every ordering of a short list, in one fixed order. The cube's
//! symmetries, the route orders the validator tries and the ordering
//! search's moves all enumerate permutations; they share this order so
//! that results (and `seed=` links) never depend on which copy ran.

use alloc::vec;
use alloc::vec::Vec;

/// The n! orderings of `items`, lexicographic by position: the identity
/// first, then those starting with `items[0]`, then with `items[1]`, ….
pub fn of<T: Copy>(items: &[T]) -> Vec<Vec<T>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for (k, &first) in items.iter().enumerate() {
        let rest: Vec<T> = items
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != k)
            .map(|(_, &x)| x)
            .collect();
        for tail in of(&rest) {
            let mut ordering = Vec::with_capacity(items.len());
            ordering.push(first);
            ordering.extend(tail);
            out.push(ordering);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::of;

    #[test]
    fn counts_and_order() {
        assert_eq!(of::<u8>(&[]), [Vec::<u8>::new()]);
        assert_eq!(
            of(&[0, 1, 2]),
            [
                [0, 1, 2],
                [0, 2, 1],
                [1, 0, 2],
                [1, 2, 0],
                [2, 0, 1],
                [2, 1, 0]
            ]
        );
        // n! distinct orderings, each a rearrangement of the input.
        let items = [7u32, 3, 9, 1, 4];
        let all = of(&items);
        assert_eq!(all.len(), 120);
        let mut sorted = all.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 120);
        for p in &all {
            let mut q = p.clone();
            q.sort();
            assert_eq!(q, [1, 3, 4, 7, 9]);
        }
    }
}
