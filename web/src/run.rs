//! The run of a broadcast as a student reads it: for every node, the step
//! that informs it and the message that does, and the look of each node at
//! the step shown (not yet informed, informed earlier, informed at this
//! step, the source). The TCD room, its layers and its key read these, so
//! the drawing, the hover and the legend say the same thing.

use crate::l10n::tr_args;
use castlab_core::eval::ScheduleEntry;
use castlab_core::grid::Grid;

/// Fill of a node that does not hold the message yet.
pub const NOT_YET: &str = "#e4e7ec";
/// Fill of a node informed at an earlier step.
pub const EARLIER: &str = "#a9c8ec";
/// Fill of a node informed at the step shown.
pub const NOW: &str = "#ffc470";
/// Fill of the source.
pub const SOURCE: &str = "#41659c";
/// The step's routes.
pub const ROUTE: &str = "#d84315";
/// Earlier steps' routes, fading with age (an `rgba` without its alpha).
pub const TRAIL_RGB: &str = "30,80,150";

/// How a node looks at the step shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    NotYet,
    Earlier,
    Now,
    Source,
}

impl Look {
    /// The look of a node informed at `informed` (0: the source; `None`:
    /// never) when step `step` is shown.
    pub fn at(informed: Option<u32>, step: u32) -> Look {
        match informed {
            Some(0) => Look::Source,
            Some(t) if t < step => Look::Earlier,
            Some(t) if t == step => Look::Now,
            Some(_) | None => Look::NotYet,
        }
    }

    /// Its fill.
    pub fn fill(self) -> &'static str {
        match self {
            Look::NotYet => NOT_YET,
            Look::Earlier => EARLIER,
            Look::Now => NOW,
            Look::Source => SOURCE,
        }
    }

    /// Its fill as RGBA, for one-pixel-per-node images.
    pub fn rgba(self) -> [u8; 4] {
        let hex = self.fill();
        let byte = |k: usize| u8::from_str_radix(&hex[k..k + 2], 16).unwrap_or(0);
        [byte(1), byte(3), byte(5), 255]
    }

    /// The ink that reads on its fill.
    pub fn ink(self) -> &'static str {
        match self {
            Look::Source => "#ffffff",
            Look::NotYet | Look::Earlier | Look::Now => "#111111",
        }
    }
}

/// When a node is informed: the step (the source 0) and the index of the
/// message that does it (none for the source); `None`: never.
pub type Arrival = Option<(u32, Option<usize>)>;

/// Per node, its [`Arrival`] in a listed schedule.
pub fn arrivals(grid: &Grid, source: usize, schedule: &[ScheduleEntry]) -> Vec<Arrival> {
    let mut at = vec![None; grid.node_count()];
    if let Some(slot) = at.get_mut(source) {
        *slot = Some((0, None));
    }
    for (k, m) in schedule.iter().enumerate() {
        if let Some(slot) = grid.node(&m.to).and_then(|v| at.get_mut(v.index())) {
            *slot = Some((m.step, Some(k)));
        }
    }
    at
}

/// What the hover says of node `v` at step `step`: when and from whom it
/// is (or will be) informed, and over how many hops.
pub fn hover_text(
    grid: &Grid,
    source: usize,
    schedule: &[ScheduleEntry],
    step: u32,
    v: usize,
) -> String {
    let coords = |c: &[u32]| crate::words::coords_text(c);
    let at = coords(&grid.coords(castlab_core::grid::NodeId::new(v)));
    if v == source {
        return source_text(&at);
    }
    let Some(m) = schedule
        .iter()
        .find(|m| grid.node(&m.to).map(|n| n.index()) == Some(v))
    else {
        return tr_args("error-run-unreached", &[("at", at.into())]);
    };
    message_text(&at, step, (m.step, &m.from, m.hops))
}

/// What the hover says of the source (named `at`).
pub fn source_text(at: &str) -> String {
    tr_args("error-run-source", &[("at", at.into())])
}

/// What the hover says of a node (named `at`) informed at `sent` by the
/// node at `from` over `hops` hops, when step `step` is shown.
pub fn message_text(at: &str, step: u32, (sent, from, hops): (u32, &[u32], u32)) -> String {
    let args = [
        ("at", at.into()),
        ("sent", sent.into()),
        ("from", crate::words::coords_text(from).into()),
        ("hops", hops.into()),
    ];
    if sent <= step {
        tr_args("error-run-informed", &args)
    } else {
        tr_args("error-run-not-yet", &args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The looks follow the step: the source always, a node informed at t
    /// is "now" at t, "earlier" after and "not yet" before.
    #[test]
    fn a_node_changes_look_at_its_step() {
        assert_eq!(Look::at(Some(0), 0), Look::Source);
        let seen: Vec<Look> = (0..5).map(|t| Look::at(Some(2), t)).collect();
        assert_eq!(
            seen,
            [
                Look::NotYet,
                Look::NotYet,
                Look::Now,
                Look::Earlier,
                Look::Earlier
            ]
        );
        assert_eq!(Look::at(None, 9), Look::NotYet);
        assert_eq!(Look::Now.rgba(), [0xff, 0xc4, 0x70, 255]);
    }
}
