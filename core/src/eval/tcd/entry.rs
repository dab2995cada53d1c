//! One message of a listed TCD schedule, as reports carry it to the page
//! and the JSON, and the links it uses (its path, or its axis order).

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use crate::grid::{Grid, NodeId};
use crate::schedule::{AxisOrder, Message, RouteLink, Schedule, Why, route};

/// One message of a listed schedule.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ScheduleEntry {
    /// Step, from 1.
    pub step: u32,
    /// Sender's coordinates.
    pub from: Vec<u32>,
    /// Receiver's coordinates.
    pub to: Vec<u32>,
    /// The route's dimension order, e.g. "xy" or "yx".
    pub route: String,
    /// Hops of the route.
    pub hops: u32,
    /// A plan's route given as nodes (`plan=`), sender first; absent for
    /// castlab's own, and then left out of the JSON.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "crate::eval::absent")
    )]
    pub path: Option<Vec<Vec<u32>>>,
}

impl ScheduleEntry {
    /// The links the message uses on `grid`: its path, or its axis order.
    pub fn links(&self, grid: &Grid) -> Vec<RouteLink> {
        let (Some(from), Some(to)) = (grid.node(&self.from), grid.node(&self.to)) else {
            return Vec::new();
        };
        match &self.path {
            Some(path) => {
                let nodes: Option<Vec<NodeId>> = path.iter().map(|c| grid.node(c)).collect();
                let schedule = Schedule {
                    source: from,
                    steps: self.step,
                    messages: vec![Message {
                        step: self.step,
                        from,
                        to,
                        route: AxisOrder::DIMENSION_ORDER,
                        why: Why::Untraced,
                    }],
                    paths: vec![nodes.unwrap_or_default()],
                };
                schedule.links(grid, 0)
            }
            None => route(
                grid,
                from,
                to,
                AxisOrder::from_letters(&self.route, grid.dims()),
            ),
        }
    }
}
