//! What a chart shows: axes, series, heat cells and marks, built by the
//! sweep room from a sweep's rows and drawn by `paint.rs`.

/// How an axis maps values.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AxisScale {
    Linear,
    /// Base 10; every value must be positive.
    Log,
}

/// An axis: its label, scale and the extent of the data on it.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartAxis {
    pub label: String,
    pub scale: AxisScale,
    pub min: f64,
    pub max: f64,
    /// Ticks only at whole numbers (sizes, k, L).
    pub integers: bool,
}

impl ChartAxis {
    /// An axis over `values` (ignoring non-finite ones, and non-positive
    /// ones on a log scale).
    pub fn over(
        label: &str,
        scale: AxisScale,
        integers: bool,
        values: impl Iterator<Item = f64>,
    ) -> Self {
        let (mut min, mut max) = (f64::INFINITY, f64::NEG_INFINITY);
        for v in values.filter(|v| v.is_finite() && (scale == AxisScale::Linear || *v > 0.0)) {
            min = min.min(v);
            max = max.max(v);
        }
        if !min.is_finite() {
            (min, max) = (0.0, 1.0);
        }
        ChartAxis {
            label: label.into(),
            scale,
            min,
            max,
            integers,
        }
    }
}

/// How a series is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Style {
    /// Markers only: computed values.
    Points,
    /// Markers joined by a line.
    Joined,
    /// A dashed line without markers: a closed form or a bound.
    Dashed,
}

/// A point of a series, with the row of the sweep it comes from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChartPoint {
    pub x: f64,
    pub y: f64,
    pub row: usize,
}

/// One series of a line chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    pub name: String,
    pub colour: &'static str,
    pub style: Style,
    /// On the second y axis.
    pub right: bool,
    pub points: Vec<ChartPoint>,
}

/// A mark on a heat cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    None,
    /// A ring: the value meets a bound.
    Ring,
    /// A cross: the value exceeds a bound.
    Cross,
}

/// One cell of a heat grid.
#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    /// Column and row of the grid (0: the first value of each axis).
    pub at: (usize, usize),
    pub value: f64,
    pub mark: Mark,
    /// The sweep row.
    pub row: usize,
}

/// A grid of sizes, coloured by one value.
#[derive(Clone, Debug, PartialEq)]
pub struct Heat {
    pub x_label: String,
    pub y_label: String,
    /// The values of each axis, in order.
    pub xs: Vec<u32>,
    pub ys: Vec<u32>,
    pub cells: Vec<Cell>,
    /// What the colour shows.
    pub value_label: String,
    /// What the marks mean (ring, cross).
    pub marks: [Option<String>; 2],
}

/// What a chart plots.
#[derive(Clone, Debug, PartialEq)]
pub enum Plot {
    Lines {
        x: ChartAxis,
        y: ChartAxis,
        y2: Option<ChartAxis>,
        series: Vec<Series>,
    },
    Heat(Heat),
}

/// A chart: its title and plot.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartSpec {
    pub title: String,
    pub plot: Plot,
}

impl ChartSpec {
    /// The sweep rows the chart shows, in reading order (for the arrow
    /// keys): by x, then by series; heat cells by row, then column.
    pub fn rows(&self) -> Vec<usize> {
        let mut points: Vec<(f64, f64, usize)> = match &self.plot {
            Plot::Lines { series, .. } => series
                .iter()
                .flat_map(|s| s.points.iter().map(|p| (p.x, 0.0, p.row)))
                .collect(),
            Plot::Heat(h) => h
                .cells
                .iter()
                .map(|c| (c.at.1 as f64, c.at.0 as f64, c.row))
                .collect(),
        };
        points.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
        let mut out: Vec<usize> = points.into_iter().map(|p| p.2).collect();
        out.dedup();
        let mut seen = std::collections::BTreeSet::new();
        out.retain(|r| seen.insert(*r));
        out
    }
}

/// Colours for series, distinguishable with the common colour-vision
/// deficiencies (ColorBrewer Dark2).
pub const COLOURS: [&str; 6] = [
    "#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#a6761d",
];
