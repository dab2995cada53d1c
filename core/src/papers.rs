//! The five papers castlab computes from, cited in full. Inside castlab they
//! go by short numbers (000 … 004, as in a claim's `cited`); whatever a
//! reader sees names them by authors, title and venue. Only what a paper's
//! own text or another paper's reference list confirms is given: 001's venue
//! and year and 004's journal are not printed in them, so they are left out.
//! The one exception says so in `unconfirmed`: 002's text has lost its title
//! page and none of the other four cites it, so its title, journal, volume and
//! year are as castlab's brief gives them, and every full citation of 002
//! (README, errata) prints that note beside it.

/// One source paper.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paper {
    /// castlab's short number, e.g. `000`.
    pub id: &'static str,
    /// Authors, as the paper gives them.
    pub authors: &'static str,
    /// The title.
    pub title: &'static str,
    /// Where and when it appeared, as far as confirmed.
    pub venue: &'static str,
    /// A short name for running text, e.g. "Cang and Wu 1998".
    pub short: &'static str,
    /// What castlab makes of it.
    pub topic: &'static str,
    /// Where details that no paper's text confirms come from (empty when
    /// the citation is confirmed throughout).
    pub unconfirmed: &'static str,
}

impl Paper {
    /// The full citation: authors, "title", venue.
    pub fn citation(&self) -> alloc::string::String {
        alloc::format!("{}, “{}”, {}.", self.authors, self.title, self.venue)
    }
}

/// The five papers, in castlab's numbering.
pub const PAPERS: [Paper; 5] = [
    Paper {
        id: "000",
        authors: "S. Cang and J. Wu",
        title: "Minimizing Total Communication Distance of a Time-Step Optimal Broadcast in Mesh Networks",
        venue: "Proceedings of the First Merged IPPS/SPDP, April 1998, pp. 10–17",
        short: "Cang and Wu 1998",
        topic: "TCD of time-step-optimal broadcast in 2-D meshes: eyes, Algorithm 1",
        unconfirmed: "",
    },
    Paper {
        id: "001",
        authors: "J.-F. Fang, W.-Y. Liang, H.-R. Chen and K.-L. Ng",
        title: "Novel Broadcasting Algorithm of the Complete Recursive Network",
        venue: "received November 20, 2005",
        short: "Fang, Liang, Chen and Ng",
        topic: "broadcasting in complete WK-recursive networks with a constant-size label",
        unconfirmed: "",
    },
    Paper {
        id: "002",
        authors: "S. Cang and J. Wu",
        title: "Time-Step Optimal Broadcasting in 3-D Meshes with Minimum Total Communication Distance",
        venue: "Journal of Parallel and Distributed Computing 60, 2000",
        short: "Cang and Wu 2000",
        topic: "the same in 3-D meshes: Algorithms 2 and 3, nine regions",
        unconfirmed: "002's text has lost its title page and none of the other four papers cites it: its title, journal, volume and year are as castlab's brief gives them.",
    },
    Paper {
        id: "003",
        authors: "P. Taslakian",
        title: "Orderly Broadcasting in Multidimensional Tori",
        venue: "M.Comp.Sc. thesis, Concordia University, Montréal, May 2004, ISBN 0-612-91122-5",
        short: "Taslakian 2004",
        topic: "orderly broadcasting in 2-D and d-D tori: the ordering Π and its bounds",
        unconfirmed: "",
    },
    Paper {
        id: "004",
        authors: "E. A. Varvarigos",
        title: "Optimal communication algorithms for Manhattan Street networks",
        venue: "Elsevier Science B.V., 1998 (received 20 April 1995, accepted 29 March 1996)",
        short: "Varvarigos 1998",
        topic: "Manhattan Street networks: routing, total exchange, multinode broadcast, Hamiltonian cycles",
        unconfirmed: "",
    },
];

/// The paper with castlab's number `id`.
pub fn paper(id: &str) -> Option<&'static Paper> {
    PAPERS.iter().find(|p| p.id == id)
}

/// `cited` with each paper number ("000 Theorem 2", "000 Eq. (12) / 002
/// Eq. (15)") replaced by the paper's short name ("Cang and Wu 1998,
/// Theorem 2").
pub fn readable(cited: &str) -> alloc::string::String {
    let words: alloc::vec::Vec<&str> = cited.split(' ').collect();
    let mut out = alloc::string::String::new();
    for (i, word) in words.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        match paper(word) {
            Some(p) if i + 1 < words.len() => {
                out.push_str(p.short);
                out.push(',');
            }
            Some(p) => out.push_str(p.short),
            None => out.push_str(word),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_as_names() {
        assert_eq!(readable("000 Theorem 2"), "Cang and Wu 1998, Theorem 2");
        assert_eq!(readable("003"), "Taslakian 2004");
        assert_eq!(readable("the diameter"), "the diameter");
        assert_eq!(
            readable("000 Eq. (12) / 002 Eq. (15), from an eye"),
            "Cang and Wu 1998, Eq. (12) / Cang and Wu 2000, Eq. (15), from an eye"
        );
        assert_eq!(
            PAPERS[3].citation(),
            "P. Taslakian, “Orderly Broadcasting in Multidimensional Tori”, M.Comp.Sc. thesis, \
             Concordia University, Montréal, May 2004, ISBN 0-612-91122-5."
        );
        for (i, p) in PAPERS.iter().enumerate() {
            assert_eq!(p.id, alloc::format!("00{i}"));
        }
    }
}
