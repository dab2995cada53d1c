//! CSV tables of an evaluation, derived from the JSON `castlab eval` prints,
//! so a spreadsheet and the JSON can never disagree.
//!
//! - `nodes`: one row per node (x fastest): its index, its coordinates (or
//!   WK address) and every per-node array of the view (`tcd_map`,
//!   `arrival`, `per_originator`, `distance_map`, the WK node table…).
//! - every other array of the JSON is a table of its own, named by its key
//!   (`schedule`, `deliveries`, `claims`, `bounds`, `phases`, `cycles`…).
//! - `summary`: every other value, one `key,value` row each, nested keys
//!   joined by dots (`optimum.tcd`).
//!
//! Numbers are written exactly as the JSON writes them. A list inside a cell
//! (coordinates, a histogram) is written with spaces, `3 5`. Columns from
//! JSON objects come in key order (serde_json's maps are sorted; keeping the
//! struct's order would take `preserve_order` and four more crates).

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use serde_json::{Map, Value};

use crate::grid::NodeId;
use crate::permalink::{self, Net, Query};
use crate::wk::WkNode;

/// One table: its name and its CSV text (with a header line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// `nodes`, or the key of the JSON array it lists.
    pub name: String,
    /// Data rows, not counting the header.
    pub rows: usize,
    /// RFC 4180 text, lines ending in CRLF.
    pub csv: String,
}

/// Every table of an evaluation's JSON: `nodes` and `summary` first, then
/// the other arrays in key order. Keys of fewer than one row are skipped.
pub fn tables(eval: &Value) -> Vec<Table> {
    let Some(fields) = eval.as_object() else {
        return Vec::new();
    };
    let nodes = fields
        .get("nodes")
        .and_then(Value::as_u64)
        .and_then(|n| usize::try_from(n).ok())
        .unwrap_or(0);
    let mut out = Vec::new();
    if let Some(table) = node_table(fields, nodes) {
        out.push(table);
    }
    out.push(summary_table(fields));
    for (key, value) in fields {
        let Some(items) = value.as_array() else {
            continue;
        };
        if is_per_node(key, items, nodes) || items.is_empty() || is_scalar_list(key) {
            continue;
        }
        out.push(list_table(key, items));
    }
    out
}

/// The tables a reader would download for `query`, without evaluating it:
/// `nodes`, `summary` and the view's lists that its size lets `castlab
/// eval` print (the orderly label lists, an internal CSR encoding, are
/// left out). A test checks this against [`tables`].
pub fn offered_tables(query: &Query) -> Vec<&'static str> {
    let mut out = Vec::from(["nodes", "summary"]);
    out.extend(crate::eval::view_tables(query));
    out
}

/// The table named `name`, if the evaluation has one.
pub fn table(eval: &Value, name: &str) -> Option<Table> {
    tables(eval).into_iter().find(|t| t.name == name)
}

/// Lists that are one value (coordinates), kept in `summary`; and the
/// errors, which the JSON and standard error report.
fn is_scalar_list(key: &str) -> bool {
    matches!(key, "dims" | "source" | "destination" | "errors")
}

/// Whether `items` has one entry per node (and is not the lists that merely
/// happen to, like the coordinates of a 2-node path).
fn is_per_node(key: &str, items: &[Value], nodes: usize) -> bool {
    nodes > 0
        && items.len() == nodes
        && !matches!(
            key,
            "dims" | "source" | "destination" | "path" | "label_targets"
        )
        && (items.iter().all(|v| v.is_number() || v.is_null())
            || (key == "table" && items.iter().all(Value::is_object)))
}

fn node_table(fields: &Map<String, Value>, nodes: usize) -> Option<Table> {
    if nodes == 0 {
        return None;
    }
    let link = fields
        .get("permalink")
        .and_then(Value::as_str)
        .unwrap_or("");
    let query = permalink::parse(link).query;
    let axes = ["x", "y", "z", "w", "v", "u"];
    let mut header: Vec<String> = Vec::from(["node".to_string()]);
    let wk = query.net == Net::Wk;
    if wk {
        header.push("address".into());
    } else {
        let dims = query.grid.dims();
        header.extend(axes[..dims].iter().map(|a| a.to_string()));
    }
    // Per-node columns: numbers as they are, objects as one column per field.
    struct PerNode<'a> {
        items: &'a [Value],
        fields: Option<Vec<String>>,
    }
    let mut columns: Vec<PerNode> = Vec::new();
    for (key, value) in fields {
        let Some(items) = value.as_array() else {
            continue;
        };
        if !is_per_node(key, items, nodes) {
            continue;
        }
        match items.iter().find_map(Value::as_object) {
            Some(first) => {
                let names: Vec<String> = first
                    .keys()
                    .filter(|k| !(wk && k.as_str() == "address"))
                    .cloned()
                    .collect();
                header.extend(names.iter().map(|n| format!("{key}.{n}")));
                columns.push(PerNode {
                    items,
                    fields: Some(names),
                });
            }
            None => {
                header.push(key.clone());
                columns.push(PerNode {
                    items,
                    fields: None,
                });
            }
        }
    }
    let mut csv = String::new();
    push_row(&mut csv, header.iter().map(String::as_str));
    for i in 0..nodes {
        let mut row: Vec<String> = Vec::from([i.to_string()]);
        if wk {
            row.push(if i < query.wk.nodes() {
                query.wk.address(WkNode::new(i))
            } else {
                String::new()
            });
        } else if i < query.grid.node_count() {
            row.extend(query.grid.coords(NodeId::new(i)).iter().map(u32::to_string));
        }
        for column in &columns {
            let item = &column.items[i];
            match &column.fields {
                None => row.push(cell(item)),
                Some(names) => row.extend(names.iter().map(|n| cell(&item[n.as_str()]))),
            }
        }
        push_row(&mut csv, row.iter().map(String::as_str));
    }
    Some(Table {
        name: "nodes".into(),
        rows: nodes,
        csv,
    })
}

fn summary_table(fields: &Map<String, Value>) -> Table {
    fn walk(prefix: &str, value: &Value, rows: &mut Vec<(String, String)>) {
        match value {
            Value::Object(inner) => {
                for (key, v) in inner {
                    walk(&format!("{prefix}.{key}"), v, rows);
                }
            }
            _ => rows.push((prefix.to_string(), cell(value))),
        }
    }
    let mut rows = Vec::new();
    for (key, value) in fields {
        if value.is_array() && !is_scalar_list(key) {
            continue;
        }
        walk(key, value, &mut rows);
    }
    let mut csv = String::new();
    push_row(&mut csv, ["key", "value"].into_iter());
    for (key, value) in &rows {
        push_row(&mut csv, [key.as_str(), value.as_str()].into_iter());
    }
    Table {
        name: "summary".into(),
        rows: rows.len(),
        csv,
    }
}

fn list_table(key: &str, items: &[Value]) -> Table {
    let mut csv = String::new();
    match items.iter().find_map(Value::as_object) {
        Some(first) => {
            let names: Vec<&String> = first.keys().collect();
            push_row(&mut csv, names.iter().map(|n| n.as_str()));
            for item in items {
                let row: Vec<String> = names.iter().map(|n| cell(&item[n.as_str()])).collect();
                push_row(&mut csv, row.iter().map(String::as_str));
            }
        }
        None => {
            // Lists of lists (phases, sets, cycles) or of plain values.
            let width = items
                .iter()
                .map(|v| v.as_array().map_or(1, Vec::len))
                .max()
                .unwrap_or(1);
            let header: Vec<String> = core::iter::once("index".to_string())
                .chain((1..=width).map(|c| format!("{key}.{c}")))
                .collect();
            push_row(&mut csv, header.iter().map(String::as_str));
            for (i, item) in items.iter().enumerate() {
                let mut row: Vec<String> = Vec::from([i.to_string()]);
                match item.as_array() {
                    Some(parts) => row.extend(parts.iter().map(cell)),
                    None => row.push(cell(item)),
                }
                row.resize(width + 1, String::new());
                push_row(&mut csv, row.iter().map(String::as_str));
            }
        }
    }
    Table {
        name: key.to_string(),
        rows: items.len(),
        csv,
    }
}

/// A JSON value as one cell's text.
pub(crate) fn cell(value: &Value) -> String {
    match value {
        Value::Null => String::new(),
        Value::String(s) => s.clone(),
        Value::Number(n) => n.to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Array(items) => {
            let parts: Vec<String> = items.iter().map(cell).collect();
            parts.join(if items.iter().any(Value::is_array) {
                ";"
            } else {
                " "
            })
        }
        Value::Object(_) => value.to_string(),
    }
}

pub(crate) fn push_row<'a>(csv: &mut String, cells: impl Iterator<Item = &'a str>) {
    for (i, text) in cells.enumerate() {
        if i > 0 {
            csv.push(',');
        }
        if text.contains([',', '"', '\n', '\r']) || text.starts_with(' ') || text.ends_with(' ') {
            csv.push('"');
            csv.push_str(&text.replace('"', "\"\""));
            csv.push('"');
        } else {
            csv.push_str(text);
        }
    }
    csv.push_str("\r\n");
}
