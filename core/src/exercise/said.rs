//! What a [`Text`] says, for the tests: the core has no sentences, so a
//! test reads the message ids and arguments a feedback or a prompt is made
//! of (the English wording is checked by the web crate's tests).

use alloc::string::String;
use alloc::vec::Vec;

use crate::text::{Arg, Text};

/// Every message id in `t`, its own first, then its arguments' in order.
pub fn ids(t: &Text) -> Vec<String> {
    let mut out = alloc::vec![t.id.clone()];
    for (_, arg) in &t.args {
        if let Arg::Text(inner) = arg {
            out.extend(ids(inner));
        }
    }
    out
}

/// Every number in `t` and in the messages it includes.
pub fn numbers(t: &Text) -> Vec<i64> {
    let mut out = Vec::new();
    for (_, arg) in &t.args {
        match arg {
            Arg::Int(n) => out.push(*n),
            Arg::Num(x) => out.push(*x as i64),
            Arg::Str(_) => {}
            Arg::Text(inner) => out.extend(numbers(inner)),
        }
    }
    out
}

/// Every string argument of `t` and of the messages it includes.
pub fn strings(t: &Text) -> Vec<String> {
    let mut out = Vec::new();
    for (_, arg) in &t.args {
        match arg {
            Arg::Str(s) => out.push(s.clone()),
            Arg::Int(_) | Arg::Num(_) => {}
            Arg::Text(inner) => out.extend(strings(inner)),
        }
    }
    out
}

/// The argument `name` of `t` itself.
pub fn arg<'a>(t: &'a Text, name: &str) -> Option<&'a Arg> {
    t.args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
}
