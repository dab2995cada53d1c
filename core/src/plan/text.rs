//! The one layout castlab writes a plan in: a message or a vertex per line,
//! so a file reads (and diffs) step by step, and an export read back and
//! written again is the same bytes.

use alloc::string::String;
use core::fmt::Write;

use super::{FORMAT_VERSION, NodeRef, OrderingPlan, Plan, PlanMessage, PlanRoute, SchedulePlan};

/// A JSON string literal (serde_json's escaping).
fn quoted(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| String::from("\"\""))
}

fn node(out: &mut String, n: &NodeRef) {
    match n {
        NodeRef::Coords(c) => {
            out.push('[');
            for (i, v) in c.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "{v}");
            }
            out.push(']');
        }
        NodeRef::Address(a) => out.push_str(&quoted(a)),
    }
}

fn nodes(out: &mut String, list: &[NodeRef]) {
    out.push('[');
    for (i, n) in list.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        node(out, n);
    }
    out.push(']');
}

fn message(out: &mut String, m: &PlanMessage) {
    out.push_str("{\"from\": ");
    node(out, &m.from);
    out.push_str(", \"to\": ");
    node(out, &m.to);
    match &m.route {
        Some(PlanRoute::Axes(a)) => {
            out.push_str(", \"route\": ");
            out.push_str(&quoted(a));
        }
        Some(PlanRoute::Nodes(list)) => {
            out.push_str(", \"route\": ");
            nodes(out, list);
        }
        None => {}
    }
    if m.half {
        out.push_str(", \"half\": true");
    }
    out.push('}');
}

fn head(out: &mut String, kind: &str, network: &str, note: Option<&String>) {
    let _ = write!(
        out,
        "{{\n  \"castlab\": \"{kind}\",\n  \"version\": {FORMAT_VERSION},\n  \"network\": {},\n",
        quoted(network)
    );
    if let Some(note) = note {
        let _ = writeln!(out, "  \"note\": {},", quoted(note));
    }
}

fn schedule(s: &SchedulePlan) -> String {
    let mut out = String::new();
    head(&mut out, "schedule", &s.network, s.note.as_ref());
    if let Some(source) = &s.source {
        out.push_str("  \"source\": ");
        node(&mut out, source);
        out.push_str(",\n");
    }
    out.push_str("  \"steps\": [");
    for (i, step) in s.steps.iter().enumerate() {
        out.push_str(if i == 0 { "\n    [" } else { ",\n    [" });
        for (j, m) in step.iter().enumerate() {
            out.push_str(if j == 0 { "\n      " } else { ",\n      " });
            message(&mut out, m);
        }
        out.push_str(if step.is_empty() { "]" } else { "\n    ]" });
    }
    out.push_str(if s.steps.is_empty() {
        "]\n}\n"
    } else {
        "\n  ]\n}\n"
    });
    out
}

fn ordering(o: &OrderingPlan) -> String {
    let mut out = String::new();
    head(&mut out, "ordering", &o.network, o.note.as_ref());
    if let Some(rule) = &o.rule {
        let _ = writeln!(out, "  \"rule\": {},", quoted(rule));
    }
    let mut fields = String::new();
    if let Some(labels) = &o.labels {
        fields.push_str("  \"labels\": [");
        for (i, list) in labels.iter().enumerate() {
            fields.push_str(if i == 0 { "\n    " } else { ",\n    " });
            nodes(&mut fields, list);
        }
        fields.push_str(if labels.is_empty() { "]" } else { "\n  ]" });
    }
    if !o.overrides.is_empty() {
        if !fields.is_empty() {
            fields.push_str(",\n");
        }
        fields.push_str("  \"overrides\": [");
        for (i, ov) in o.overrides.iter().enumerate() {
            fields.push_str(if i == 0 { "\n    " } else { ",\n    " });
            fields.push_str("{\"vertex\": ");
            node(&mut fields, &ov.vertex);
            fields.push_str(", \"labels\": ");
            nodes(&mut fields, &ov.labels);
            fields.push('}');
        }
        fields.push_str("\n  ]");
    }
    if fields.is_empty() {
        // Neither labels nor overrides: the rule alone.
        out.truncate(out.trim_end_matches([',', '\n']).len());
        out.push('\n');
    } else {
        out.push_str(&fields);
        out.push('\n');
    }
    out.push_str("}\n");
    out
}

/// `plan` as castlab writes it: two-space indents, one message (or one
/// vertex's labels) per line, fields in the format's order.
pub fn write(plan: &Plan) -> String {
    match plan {
        Plan::Schedule(s) => schedule(s),
        Plan::Ordering(o) => ordering(o),
    }
}
