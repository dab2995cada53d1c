//! A row of `core/src/certified/orderly.tsv` updated by what a run at T
//! found: columns dims, lower, upper, how the lower bound is known, SAT s,
//! UNSAT s, check s, the refuted formula's fingerprint, the witness.

/// What a run of "is b^o ≤ T?" established.
#[derive(Clone, Debug, PartialEq)]
pub enum Found {
    /// An ordering, simulated to take `time` ≤ T from every originator.
    Ordering {
        /// Its broadcast time.
        time: u32,
        /// Its letters, as witnesses store them.
        letters: String,
        /// Solver seconds spent finding it.
        seconds: f64,
    },
    /// Every cube of the formula at T refuted, every proof checked.
    Refuted {
        /// The T refuted.
        at: u32,
        /// The `cubes:<lex>:<split>:<count>:<checker>` method.
        by: String,
        /// Solver and checker seconds, summed over the cubes.
        seconds: (f64, f64),
        /// The formula's fingerprint.
        fingerprint: String,
    },
}

/// The row after `found`, or `None` when it adds nothing (an ordering no
/// better than the stored one). A refutation at or above the stored
/// ordering's time contradicts it: an error.
pub fn update(old: &str, found: &Found) -> Result<Option<String>, String> {
    let mut row: Vec<String> = old.split('\t').map(String::from).collect();
    if row.len() != 9 {
        return Err(format!("a row of {} columns, not 9: {old:?}", row.len()));
    }
    let number = |i: usize| -> Result<u32, String> {
        row[i]
            .parse()
            .map_err(|_| format!("column {} is {:?}, not a number", i + 1, row[i]))
    };
    let (lower, upper) = (number(1)?, number(2)?);
    match found {
        Found::Ordering {
            time,
            letters,
            seconds,
        } => {
            if *time >= upper {
                return Ok(None);
            }
            if *time < lower {
                return Err(format!(
                    "an ordering of time {time} below the proven {lower}"
                ));
            }
            row[2] = time.to_string();
            row[4] = format!("{seconds:.1}");
            row[8] = letters.clone();
            if row[3] == "theorem" && *time == lower {
                // Settled at the theorem's bound: no refutation to report.
                (row[5], row[6], row[7]) = ("0.0".into(), "0.0".into(), "-".into());
            }
        }
        Found::Refuted {
            at,
            by,
            seconds: (solve, check),
            fingerprint,
        } => {
            if *at >= upper {
                return Err(format!(
                    "T = {at} refuted, but the stored ordering takes {upper}: a bug"
                ));
            }
            if *at < lower {
                return Ok(None);
            }
            row[1] = (at + 1).to_string();
            row[3] = by.clone();
            row[5] = format!("{solve:.1}");
            row[6] = format!("{check:.1}");
            row[7] = fingerprint.clone();
        }
    }
    Ok(Some(row.join("\t")))
}

#[cfg(test)]
mod tests {
    use super::*;

    const OPEN: &str = "4x6\t6\t7\ttheorem\t0.1\t600.0\t0.0\tabc\tOLD";

    fn cols(row: &str) -> Vec<&str> {
        row.split('\t').collect()
    }

    #[test]
    fn an_ordering_at_the_theorem_settles_and_clears_the_refutation() {
        let found = Found::Ordering {
            time: 6,
            letters: "NEW".into(),
            seconds: 492.4,
        };
        let row = update(OPEN, &found).unwrap().unwrap();
        assert_eq!(
            cols(&row),
            [
                "4x6", "6", "6", "theorem", "492.4", "0.0", "0.0", "-", "NEW"
            ]
        );
        // No better than stored: nothing to write.
        let same = Found::Ordering {
            time: 7,
            letters: "X".into(),
            seconds: 1.0,
        };
        assert_eq!(update(OPEN, &same), Ok(None));
        let impossible = Found::Ordering {
            time: 5,
            letters: "X".into(),
            seconds: 1.0,
        };
        assert!(update(OPEN, &impossible).is_err());
    }

    #[test]
    fn a_refutation_raises_the_lower_bound_or_reveals_a_bug() {
        let refuted = |at| Found::Refuted {
            at,
            by: "cubes:4:2:576:drat-trim".into(),
            seconds: (100.04, 50.0),
            fingerprint: "f00".into(),
        };
        let row = update(OPEN, &refuted(6)).unwrap().unwrap();
        assert_eq!(
            cols(&row),
            [
                "4x6",
                "7",
                "7",
                "cubes:4:2:576:drat-trim",
                "0.1",
                "100.0",
                "50.0",
                "f00",
                "OLD"
            ]
        );
        assert!(update(OPEN, &refuted(7)).is_err());
        assert_eq!(update(OPEN, &refuted(5)), Ok(None));
        assert!(update("4x6\t6", &refuted(6)).is_err());
    }
}
