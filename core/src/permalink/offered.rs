//! The lists of choices a refusal names ("net=mesh, torus, wk, msn"),
//! rendered from the family rules' table, so a message never lists a
//! choice the table does not offer.

use core::fmt;

use super::rules::{COMPARE_ALGORITHMS, NETWORKS, algorithms, asks, view_rule, views};
use super::{Net, View};

/// A list of choices a message names, rendered from the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offered {
    /// `net=…`.
    Networks,
    /// The views of a network (and of every network with the same views).
    Views(Net),
    /// The algorithms of a view on a network.
    Algorithms(Net, View),
    /// `cmp=…`.
    Compare,
    /// The questions (`ask=…`) a view offers.
    Asks(Net, View),
}

/// `a, b, c`.
fn join<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    items: impl Iterator<Item = T>,
) -> fmt::Result {
    for (i, item) in items.enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

impl fmt::Display for Offered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Offered::Networks => {
                f.write_str("net=")?;
                join(f, NETWORKS.iter().map(|r| r.net.value))
            }
            Offered::Views(net) => {
                let same = |n: Net| views(n).eq(views(net));
                f.write_str("view=")?;
                join(f, views(net))?;
                f.write_str(" on net=")?;
                join(f, Net::ALL.iter().filter(|&&n| same(n)))
            }
            Offered::Algorithms(net, view) => {
                let list = |n: Net| algorithms(n, view).iter().map(|o| o.value);
                f.write_str("algo=")?;
                join(f, list(net))?;
                write!(f, " for view={view}")?;
                let elsewhere = |n: Net| view_rule(n, view).is_some() && !list(n).eq(list(net));
                if Net::ALL.iter().any(|&n| elsewhere(n)) {
                    f.write_str(" on net=")?;
                    join(f, Net::ALL.iter().filter(|&&n| list(n).eq(list(net))))?;
                }
                Ok(())
            }
            Offered::Compare => {
                f.write_str("cmp=")?;
                join(f, COMPARE_ALGORITHMS.iter().map(|o| o.value))
            }
            Offered::Asks(net, view) => match asks(net, view) {
                [] => write!(f, "no question for view={view}"),
                list => {
                    f.write_str("ask=")?;
                    join(f, list.iter())?;
                    write!(f, " for view={view}")?;
                    if asks(net, view) != asks(Net::Torus, view) {
                        write!(f, " on net={net}")?;
                    }
                    Ok(())
                }
            },
        }
    }
}
