//! The lists of choices a refusal names ("net=mesh, torus, wk, msn"),
//! rendered from the family rules' table, so a message never lists a
//! choice the table does not offer.

use alloc::format;
use alloc::string::String;
use core::fmt::{self, Write as _};

use super::rules::{COMPARE_ALGORITHMS, NETWORKS, algorithms, asks, view_rule, views};
use super::{Net, View};
use crate::text::{Arg, Text, said};

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

/// `a, b, c`: the values as a link writes them.
fn join<T: fmt::Display>(items: impl Iterator<Item = T>) -> String {
    let mut out = String::new();
    for (i, item) in items.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{item}");
    }
    out
}

impl Offered {
    /// The list as an argument of a refusal: the values alone where no
    /// word goes with them (`net=mesh, torus, …`), else a message.
    pub fn arg(&self) -> Arg {
        match *self {
            Offered::Networks => {
                format!("net={}", join(NETWORKS.iter().map(|r| r.net.value))).into()
            }
            Offered::Views(net) => {
                let same = |n: Net| views(n).eq(views(net));
                Text::new("link-offered-views")
                    .arg("views", join(views(net)))
                    .arg("nets", join(Net::ALL.iter().filter(|&&n| same(n))))
                    .into()
            }
            Offered::Algorithms(net, view) => {
                let list = |n: Net| algorithms(n, view).iter().map(|o| o.value);
                let elsewhere = |n: Net| view_rule(n, view).is_some() && !list(n).eq(list(net));
                let said = if Net::ALL.iter().any(|&n| elsewhere(n)) {
                    let same = Net::ALL.iter().filter(|&&n| list(n).eq(list(net)));
                    Text::new("link-offered-algorithms-on").arg("nets", join(same))
                } else {
                    Text::new("link-offered-algorithms")
                };
                said.arg("algos", join(list(net)))
                    .arg("view", view.as_str())
                    .into()
            }
            Offered::Compare => {
                format!("cmp={}", join(COMPARE_ALGORITHMS.iter().map(|o| o.value))).into()
            }
            Offered::Asks(net, view) => match asks(net, view) {
                [] => Text::new("link-offered-no-question")
                    .arg("view", view.as_str())
                    .into(),
                list => {
                    let said = if asks(net, view) != asks(Net::Torus, view) {
                        Text::new("link-offered-asks-on").arg("net", net.as_str())
                    } else {
                        Text::new("link-offered-asks")
                    };
                    said.arg("asks", join(list.iter()))
                        .arg("view", view.as_str())
                        .into()
                }
            },
        }
    }
}

impl fmt::Display for Offered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.arg() {
            Arg::Text(text) => f.write_str(&said(&text)),
            Arg::Str(list) => f.write_str(&list),
            Arg::Int(n) => write!(f, "{n}"),
            Arg::Num(x) => write!(f, "{x}"),
        }
    }
}
