//! What a downloaded picture carries besides the drawings, so it goes
//! onto a slide as it is: the view's title as the page heads it, every
//! colour scale with its caption and ticks, and the keys' entries with
//! their swatches. All are read from the page as the reader sees them
//! (the heading, the `Legend`s, the `.key`s of the view), so the picture
//! says what the page says; the PNG and the SVG paint them through the
//! same [`Pen`].

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlCanvasElement};

use crate::colors::{self, Palette};
use crate::pen::{Anchor, Baseline, Font, Pen, Segment, Stroke, Tag};
use crate::words::{is_wide, wrap_wide};

/// A picture's title, scales and keys.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Figure {
    pub title: String,
    pub scales: Vec<ColourScale>,
    /// Each key of the view, as its entries.
    pub keys: Vec<Vec<Entry>>,
}

/// A colour scale: what it measures, its palette, its tick labels from
/// the low end to the high.
#[derive(Clone, Debug, PartialEq)]
pub struct ColourScale {
    pub caption: String,
    pub palette: Palette,
    pub ticks: Vec<String>,
}

/// One entry of a key: its swatch, if it has one, and its words.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Entry {
    pub swatch: Option<Swatch>,
    pub words: String,
}

/// How a swatch looks on the page: fill, outline, round or square, a
/// line (a route) or a box.
#[derive(Clone, Debug, PartialEq)]
pub struct Swatch {
    pub fill: Option<String>,
    pub outline: Option<(String, f64)>,
    pub round: bool,
    pub line: bool,
}

const MARGIN: f64 = 12.0;
const TITLE: f64 = 18.0;
const SMALL: f64 = 13.0;
const INK: &str = "#111111";
const MUTED: &str = "#444444";

/// About how wide `text` is at `size` px in the system sans-serif (a
/// little wide, so wrapped lines fit).
fn text_width(text: &str, size: f64) -> f64 {
    let narrow: f64 = text
        .chars()
        .map(|c| if is_wide(c) { 1.0 / 0.62 } else { 1.0 })
        .sum();
    narrow * size * 0.62
}

/// `text` in lines at most `width` px wide at `size`, broken at spaces.
fn wrap(text: &str, size: f64, width: f64) -> Vec<String> {
    if text.chars().any(is_wide) {
        return wrap_wide(text, |l| text_width(l, size) <= width);
    }
    let mut lines = vec![String::new()];
    for word in text.split_whitespace() {
        let last = lines.last_mut().expect("one line at least");
        let longer = format!("{last} {word}");
        if !last.is_empty() && text_width(&longer, size) > width {
            lines.push(word.to_string());
        } else if last.is_empty() {
            last.push_str(word);
        } else {
            *last = longer;
        }
    }
    lines
}

impl Figure {
    /// The heading band: the title, wrapped to `width`; returns its height.
    pub fn head(&self, pen: &mut dyn Pen, width: f64) -> f64 {
        if self.title.is_empty() {
            return 0.0;
        }
        let font = Font {
            bold: true,
            colour: Some(INK),
            baseline: Baseline::Middle,
            ..Font::new(TITLE, Anchor::Start)
        };
        // Middle baselines: SVG viewers differ on "hanging".
        let mut y = MARGIN;
        for line in wrap(&self.title, TITLE, width - 2.0 * MARGIN) {
            pen.text((MARGIN, y + TITLE * 0.65), &line, font);
            y += TITLE * 1.35;
        }
        y + 4.0
    }

    /// The foot: each scale (caption, bar, ticks), then each key's
    /// entries, wrapped to `width`; returns its height (0: nothing).
    pub fn foot(&self, pen: &mut dyn Pen, width: f64) -> f64 {
        let mut y = 0.0;
        for scale in &self.scales {
            y = paint_scale(pen, scale, width, y + MARGIN);
        }
        for key in &self.keys {
            y = paint_key(pen, key, width, y + MARGIN);
        }
        if y > 0.0 { y + MARGIN } else { 0.0 }
    }
}

/// One scale from `top`: its caption, the gradient and its ticks; returns
/// where it ends.
fn paint_scale(pen: &mut dyn Pen, scale: &ColourScale, width: f64, top: f64) -> f64 {
    let caption = Font {
        colour: Some(MUTED),
        baseline: Baseline::Middle,
        ..Font::new(SMALL, Anchor::Start)
    };
    let mut y = top;
    for line in wrap(&scale.caption, SMALL, width - 2.0 * MARGIN) {
        pen.text((MARGIN, y + SMALL * 0.65), &line, caption);
        y += SMALL * 1.35;
    }
    let bar = (width - 2.0 * MARGIN).min(420.0);
    let steps = 64;
    let tag = if pen.tags() {
        Tag::class("colour-scale")
    } else {
        Tag::NONE
    };
    pen.begin(&tag);
    for k in 0..steps {
        let level = k * (colors::LEVELS - 1) / (steps - 1);
        let [r, g, b, _] = colors::level(scale.palette, level);
        let x = MARGIN + bar * k as f64 / steps as f64;
        // A hair wider than the step: no seams between the rectangles.
        let size = (bar / steps as f64 + 0.5, 14.0);
        let fill = format!("#{r:02x}{g:02x}{b:02x}");
        pen.rect((x, y), size, Some(&fill), None, &Tag::NONE);
    }
    pen.end();
    let frame = Stroke::solid("#999999", 1.0);
    pen.rect((MARGIN, y), (bar, 14.0), None, Some(frame), &Tag::NONE);
    y += 14.0 + 3.0;
    let last = scale.ticks.len().saturating_sub(1).max(1);
    for (k, tick) in scale.ticks.iter().enumerate() {
        let anchor = match k {
            0 => Anchor::Start,
            k if k == last => Anchor::End,
            _ => Anchor::Middle,
        };
        let x = MARGIN + bar * k as f64 / last as f64;
        let font = Font {
            colour: Some(INK),
            baseline: Baseline::Middle,
            ..Font::new(SMALL, anchor)
        };
        pen.text((x, y + SMALL * 0.65), tick, font);
    }
    y + SMALL * 1.35
}

/// One key from `top`: its entries in rows, each a swatch and its words;
/// returns where it ends.
fn paint_key(pen: &mut dyn Pen, key: &[Entry], width: f64, top: f64) -> f64 {
    let line = SMALL * 1.4;
    let right = width - MARGIN;
    let (mut x, mut y, mut row) = (MARGIN, top, line);
    for entry in key {
        let indent = if entry.swatch.is_some() { 24.0 } else { 0.0 };
        let room = right - MARGIN - indent;
        let lines = wrap(&entry.words, SMALL, room);
        let wide = lines
            .iter()
            .map(|l| text_width(l, SMALL))
            .fold(0.0, f64::max)
            + indent;
        if x > MARGIN && x + wide > right {
            (x, y, row) = (MARGIN, y + row, line);
        }
        if let Some(swatch) = &entry.swatch {
            paint_swatch(pen, swatch, (x, y + line / 2.0));
        }
        let font = Font {
            colour: Some(INK),
            ..Font::new(SMALL, Anchor::Start)
        };
        for (k, text) in lines.iter().enumerate() {
            pen.text((x + indent, y + line * (k as f64 + 0.5)), text, font);
        }
        row = row.max(line * lines.len() as f64);
        x += wide + 16.0;
    }
    y + row
}

/// A swatch 18 px wide whose left end is at `(x, mid)`.
fn paint_swatch(pen: &mut dyn Pen, s: &Swatch, (x, mid): (f64, f64)) {
    let outline = s
        .outline
        .as_ref()
        .map(|(c, w)| Stroke::solid(c, w.clamp(1.0, 2.5)));
    if s.line {
        let stroke = Stroke::solid(s.fill.as_deref().unwrap_or(INK), 4.0);
        let segment: Segment = ((x, mid), (x + 18.0, mid));
        pen.segments(&[segment], stroke, &Tag::NONE);
    } else if s.round {
        pen.circle((x + 8.0, mid), 6.5, s.fill.as_deref(), outline, &Tag::NONE);
    } else {
        pen.rect(
            (x + 1.5, mid - 6.5),
            (13.0, 13.0),
            s.fill.as_deref(),
            outline,
            &Tag::NONE,
        );
    }
}

/// A pen that draws nothing: the layout's sizes before the picture is made.
pub struct Blank;

impl Pen for Blank {
    fn tags(&self) -> bool {
        false
    }
    fn segments(&mut self, _: &[Segment], _: Stroke, _: &Tag) {}
    fn polyline(&mut self, _: &[(f64, f64)], _: Stroke, _: &Tag) {}
    fn arrow(&mut self, _: (f64, f64), _: (f64, f64), _: Stroke, _: f64, _: &Tag) {}
    fn polygon(&mut self, _: &[(f64, f64)], _: &str, _: &Tag) {}
    fn circle(&mut self, _: (f64, f64), _: f64, _: Option<&str>, _: Option<Stroke>, _: &Tag) {}
    fn rect(&mut self, _: (f64, f64), _: (f64, f64), _: Option<&str>, _: Option<Stroke>, _: &Tag) {}
    fn text(&mut self, _: (f64, f64), _: &str, _: Font) {}
    fn layer(
        &mut self,
        _: (f64, f64),
        _: (f64, f64),
        _: &HtmlCanvasElement,
        _: &mut dyn FnMut(&mut dyn Pen),
    ) {
    }
}

/// Whether the reader sees `el` (not `display: none`, nor inside it).
fn shown(el: &Element) -> bool {
    let r = el.get_bounding_client_rect();
    r.width() > 0.0 || r.height() > 0.0
}

fn words(el: &Element) -> String {
    el.text_content()
        .unwrap_or_default()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every element under `scope` that `selector` finds and the reader sees.
fn all(scope: &Element, selector: &str) -> Vec<Element> {
    let Ok(list) = scope.query_selector_all(selector) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|k| list.item(k)?.dyn_into::<Element>().ok())
        .filter(shown)
        .collect()
}

impl Figure {
    /// The figure of the view on the page now.
    pub fn from_page() -> Figure {
        let Some(view) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector("section.view").ok().flatten())
        else {
            return Figure::default();
        };
        // An embed's heading holds a full title and a short one.
        let title = [".view-title .full-title", ".view-title"]
            .iter()
            .find_map(|s| view.query_selector(s).ok().flatten())
            .map_or(String::new(), |h| words(&h));
        let scales = all(&view, "figure.legend")
            .iter()
            .map(|f| ColourScale {
                caption: f
                    .query_selector("figcaption")
                    .ok()
                    .flatten()
                    .map_or(String::new(), |c| words(&c)),
                palette: match f.get_attribute("data-palette").as_deref() {
                    Some("diverging") => Palette::Diverging,
                    _ => Palette::Sequential,
                },
                ticks: all(f, ".legend-ticks span").iter().map(words).collect(),
            })
            .collect();
        let keys = all(&view, ".key")
            .iter()
            .map(key_entries)
            .filter(|k| !k.is_empty())
            .collect();
        Figure {
            title,
            scales,
            keys,
        }
    }
}

/// What a key's markup walks into: a swatch, words, an entry's start.
enum Token {
    Swatch(Swatch),
    Words(String),
    Next,
}

fn walk(node: &web_sys::Node, out: &mut Vec<Token>) {
    if node.node_type() == web_sys::Node::TEXT_NODE {
        out.push(Token::Words(node.text_content().unwrap_or_default()));
        return;
    }
    let Some(el) = node.dyn_ref::<Element>() else {
        return;
    };
    if !shown(el) {
        return;
    }
    let empty = el.text_content().unwrap_or_default().trim().is_empty();
    if empty && el.get_attribute("aria-hidden").as_deref() == Some("true") {
        if let Some(s) = swatch_of(el) {
            out.push(Token::Swatch(s));
        }
        return;
    }
    if el.class_list().contains("run-key-item") {
        out.push(Token::Next);
    }
    let children = el.child_nodes();
    for k in 0..children.length() {
        if let Some(child) = children.item(k) {
            walk(&child, out);
        }
    }
}

/// A key's entries: each swatch starts one, and so does each item of a
/// run key; words before any swatch are an entry of their own.
fn key_entries(key: &Element) -> Vec<Entry> {
    let mut tokens = Vec::new();
    let children = key.child_nodes();
    for k in 0..children.length() {
        if let Some(child) = children.item(k) {
            walk(&child, &mut tokens);
        }
    }
    let mut entries = Vec::new();
    let mut current = Entry::default();
    let flush = |current: &mut Entry, entries: &mut Vec<Entry>| {
        current.words = current
            .words
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let done = std::mem::take(current);
        if done.swatch.is_some() || !done.words.is_empty() {
            entries.push(done);
        }
    };
    for token in tokens {
        match token {
            Token::Swatch(s) => {
                flush(&mut current, &mut entries);
                current.swatch = Some(s);
            }
            Token::Next => flush(&mut current, &mut entries),
            // Text nodes carry their own spaces: "a–b" then ": a certified".
            Token::Words(w) => current.words.push_str(&w),
        }
    }
    flush(&mut current, &mut entries);
    entries
}

/// A colour the page computed, unless it is transparent.
fn visible_colour(c: &str) -> Option<String> {
    let c = c.trim();
    let tight = c.replace(' ', "");
    // Only an alpha of 0 is clear: rgb(239, 108, 0) is orange.
    let clear = c.is_empty()
        || c == "transparent"
        || (tight.starts_with("rgba(") && tight.ends_with(",0)"));
    (!clear).then(|| c.to_string())
}

/// A swatch as the page draws it, from its computed style.
fn swatch_of(el: &Element) -> Option<Swatch> {
    let style = web_sys::window()?.get_computed_style(el).ok()??;
    let get = |p: &str| style.get_property_value(p).unwrap_or_default();
    let px = |p: &str| get(p).trim_end_matches("px").parse::<f64>().unwrap_or(0.0);
    let border = (px("border-top-width") > 0.0 && get("border-top-style") != "none")
        .then(|| visible_colour(&get("border-top-color")))
        .flatten();
    // A white border with a dark shadow round it (the source's mark): the
    // shadow is what shows on white.
    let shadow = get("box-shadow");
    let shadow = shadow
        .find(')')
        .and_then(|end| visible_colour(&shadow[..=end]));
    let white = |c: &String| c.replace(' ', "").starts_with("rgb(255,255,255");
    let outline = match (border, shadow) {
        (Some(b), Some(s)) if white(&b) => Some((s, 2.0)),
        (Some(b), _) => Some((b, px("border-top-width"))),
        (None, s) => s.map(|s| (s, 2.0)),
    };
    let r = el.get_bounding_client_rect();
    Some(Swatch {
        fill: visible_colour(&get("background-color")),
        outline,
        round: get("border-top-left-radius").contains('%')
            || px("border-top-left-radius") >= r.width() / 2.0 - 0.5,
        line: r.width() > 2.0 * r.height(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapped_lines_keep_every_word_and_fit() {
        let text = "TCD under Algorithm 1 minus TCD under the recursive optimum (hops; negative: Algorithm 1 is better)";
        let lines = wrap(text, 13.0, 200.0);
        assert!(lines.len() > 1);
        assert_eq!(lines.join(" "), text);
        for line in &lines {
            assert!(
                text_width(line, 13.0) <= 200.0 || !line.contains(' '),
                "{line}"
            );
        }
    }

    /// Chinese has no spaces: lines break between glyphs, each fits, and
    /// together they are the text (their glyphs, in order).
    #[test]
    fn chinese_wraps_between_glyphs_and_keeps_them_in_order() {
        let text = "从每个发起节点 u 出发的广播时间，每个顶点何时被通知（最后一个在第 12 步）";
        let lines = wrap(text, 13.0, 120.0);
        assert!(lines.len() > 2, "{lines:?}");
        for line in &lines {
            assert!(text_width(line, 13.0) <= 120.0, "{line}");
        }
        let squeeze = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
        assert_eq!(squeeze(&lines.concat()), squeeze(text));
    }

    #[test]
    fn transparent_colours_are_no_colour() {
        assert_eq!(visible_colour("rgba(0, 0, 0, 0)"), None);
        assert_eq!(visible_colour("transparent"), None);
        assert_eq!(
            visible_colour("rgb(239, 108, 0)"),
            Some("rgb(239, 108, 0)".into())
        );
    }
}
