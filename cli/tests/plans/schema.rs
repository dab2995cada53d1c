//! The JSON Schemas of docs/formats/ (draft 2020-12, validated by boon
//! against its bundled metaschema): castlab's exports and the examples
//! validate, and documents that are not plans are refused by the schema
//! and by `castlab check` alike.

use serde_json::{Value, json};

use super::{check_text, examples, exports, repo_file};

/// Both schemas compiled: (schemas, schedule's index, ordering's index).
fn compiled() -> (boon::Schemas, boon::SchemaIndex, boon::SchemaIndex) {
    let mut schemas = boon::Schemas::new();
    let mut compiler = boon::Compiler::new();
    let mut index = |name: &str| {
        let text = repo_file(&format!("docs/formats/{name}.schema.json"));
        let value: Value = serde_json::from_str(&text).expect("the schema is JSON");
        let url = format!("file:///castlab/docs/formats/{name}.schema.json");
        compiler.add_resource(&url, value).unwrap();
        compiler
            .compile(&url, &mut schemas)
            .unwrap_or_else(|e| panic!("{name}.schema.json does not compile: {e:#}"))
    };
    let schedule = index("schedule");
    let ordering = index("ordering");
    (schemas, schedule, ordering)
}

/// Why `doc` does not validate against the schema of `kind`, if it does not.
fn violation(kind: &str, doc: &Value) -> Option<String> {
    static COMPILED: std::sync::OnceLock<(boon::Schemas, boon::SchemaIndex, boon::SchemaIndex)> =
        std::sync::OnceLock::new();
    let (schemas, schedule, ordering) = COMPILED.get_or_init(compiled);
    let index = match kind {
        "schedule" => *schedule,
        "ordering" => *ordering,
        other => panic!("no schema for {other}"),
    };
    schemas.validate(doc, index).err().map(|e| format!("{e:#}"))
}

/// Evidence: chosen sizes, 157 exports (every source of 8×8 and 4×4×4, every
/// WK(3, 3) source, Π on T_9×13, the 8×8 MSN total exchange).
#[test]
fn every_export_validates_against_its_schema() {
    for e in exports() {
        let doc: Value = serde_json::from_str(&e.text).expect("an export is JSON");
        assert_eq!(doc["castlab"], e.kind, "{}", e.query);
        if let Some(why) = violation(e.kind, &doc) {
            panic!("{} --export {}: {why}", e.query, e.kind);
        }
    }
}

/// Evidence: chosen sizes, the 5 files of docs/formats/examples/, one per
/// model.
#[test]
fn every_example_validates_against_its_schema_and_is_valid() {
    let files = examples();
    assert!(files.len() >= 5, "{files:?}");
    for (name, text) in files {
        let kind = if name.ends_with(".schedule.json") {
            "schedule"
        } else if name.ends_with(".ordering.json") {
            "ordering"
        } else {
            panic!("{name}: an example is NAME.schedule.json or NAME.ordering.json")
        };
        let doc: Value = serde_json::from_str(&text).expect("an example is JSON");
        if let Some(why) = violation(kind, &doc) {
            panic!("{name}: {why}");
        }
        let c = check_text(&name, &text);
        assert_eq!(c.code, Some(0), "{name}: {c:?}");
        assert_eq!(c.report["valid"], true, "{name}");
        assert_eq!(c.report["kind"], kind, "{name}");
    }
}

/// A schedule on the 2 × 2 mesh to break, one field at a time.
fn schedule() -> Value {
    json!({
        "castlab": "schedule",
        "version": 1,
        "network": "v=1&net=mesh&dims=2x2&view=tcd",
        "source": [0, 0],
        "steps": [
            [{"from": [0, 0], "to": [1, 0]}],
            [{"from": [0, 0], "to": [0, 1]}, {"from": [1, 0], "to": [1, 1], "route": "yx"}]
        ]
    })
}

/// An ordering of T_3×3 to break, one field at a time.
fn ordering() -> Value {
    json!({
        "castlab": "ordering",
        "version": 1,
        "network": "v=1&net=torus&dims=3x3&view=orderly",
        "rule": "pi",
        "overrides": [{"vertex": [0, 0], "labels": [[0, 1], [1, 0], [2, 0], [0, 2]]}]
    })
}

/// `doc` with `change` applied at the JSON pointer `at` (Null removes).
fn with(mut doc: Value, at: &str, change: Value) -> Value {
    let (parent, key) = at.rsplit_once('/').unwrap();
    let target = doc.pointer_mut(parent).unwrap_or_else(|| panic!("{at}"));
    match (target, change) {
        (Value::Object(m), Value::Null) => {
            m.remove(key);
        }
        (Value::Object(m), v) => {
            m.insert(key.to_string(), v);
        }
        (Value::Array(a), v) => a[key.parse::<usize>().unwrap()] = v,
        (other, _) => panic!("{at}: {other}"),
    }
    doc
}

/// Evidence: chosen sizes, 18 documents that are not plans, each one field
/// away from a valid one.
#[test]
fn documents_that_are_not_plans_are_refused_by_the_schema_and_by_check() {
    // The starting points are plans: the schema and castlab accept them.
    assert_eq!(violation("schedule", &schedule()), None);
    assert_eq!(violation("ordering", &ordering()), None);
    assert_eq!(
        check_text("base-s.json", &schedule().to_string()).code,
        Some(0)
    );
    assert_eq!(
        check_text("base-o.json", &ordering().to_string()).code,
        Some(0)
    );
    let m = "/steps/1/1";
    let cases: Vec<(&str, &str, Value)> = vec![
        (
            "schedule",
            "no steps",
            with(schedule(), "/steps", Value::Null),
        ),
        (
            "schedule",
            "no network",
            with(schedule(), "/network", Value::Null),
        ),
        (
            "schedule",
            "no version",
            with(schedule(), "/version", Value::Null),
        ),
        (
            "schedule",
            "version 2",
            with(schedule(), "/version", json!(2)),
        ),
        (
            "schedule",
            "an ordering's kind",
            with(schedule(), "/castlab", json!("ordering")),
        ),
        (
            "schedule",
            "an unknown field",
            with(schedule(), "/sources", json!([0, 0])),
        ),
        (
            "schedule",
            "steps not a list",
            with(schedule(), "/steps", json!(5)),
        ),
        (
            "schedule",
            "a message's unknown field",
            with(schedule(), &format!("{m}/rout"), json!("xy")),
        ),
        (
            "schedule",
            "a message without to",
            with(schedule(), &format!("{m}/to"), Value::Null),
        ),
        (
            "schedule",
            "a negative coordinate",
            with(schedule(), &format!("{m}/to"), json!([1, -1])),
        ),
        (
            "schedule",
            "a node of no coordinates",
            with(schedule(), "/source", json!([])),
        ),
        (
            "schedule",
            "an address with a letter",
            with(schedule(), "/source", json!("0a")),
        ),
        (
            "schedule",
            "an axis that is not one",
            with(schedule(), &format!("{m}/route"), json!("yq")),
        ),
        (
            "schedule",
            "half not a boolean",
            with(schedule(), &format!("{m}/half"), json!("yes")),
        ),
        (
            "ordering",
            "labels and rule",
            with(ordering(), "/labels", json!([])),
        ),
        (
            "ordering",
            "neither labels nor rule",
            with(ordering(), "/rule", Value::Null),
        ),
        (
            "ordering",
            "a rule castlab has not",
            with(ordering(), "/rule", json!("spiral")),
        ),
        (
            "ordering",
            "an override without labels",
            with(ordering(), "/overrides/0/labels", Value::Null),
        ),
    ];
    assert_eq!(cases.len(), 18);
    for (i, (kind, what, doc)) in cases.into_iter().enumerate() {
        assert!(
            violation(kind, &doc).is_some(),
            "the {kind} schema accepts {what}: {doc}"
        );
        let c = check_text(&format!("not-a-plan-{i}.json"), &doc.to_string());
        assert_eq!(c.code, Some(1), "castlab check reads {what}: {c:?}");
        assert!(c.report.is_null(), "{what}: a report on stdout");
    }
}

/// Evidence: chosen sizes, 7 documents at the edges of the formats.
#[test]
fn documents_at_the_edges_of_the_formats_validate_and_are_read_as_plans() {
    // Keys left out of `network` take their defaults (mesh, view=tcd); an
    // empty axis order is dimension order; `half` may be false; a route of
    // no nodes never leaves its sender (a broken rule, not a bad file).
    let square = |edit: fn(&mut Value)| {
        let mut doc = schedule();
        edit(&mut doc);
        doc
    };
    let mut labelled: Value = serde_json::from_str(
        &exports()
            .iter()
            .find(|e| e.kind == "ordering")
            .unwrap()
            .text,
    )
    .unwrap();
    labelled["overrides"] =
        json!([{"vertex": [0, 0], "labels": [[0, 1], [1, 0], [0, 12], [8, 0]]}]);
    let cases: Vec<(&str, &str, Value, i32)> = vec![
        (
            "$schema",
            "schedule",
            square(|d| d["$schema"] = json!("schedule.schema.json")),
            0,
        ),
        (
            "defaults",
            "schedule",
            square(|d| d["network"] = json!("v=1&dims=2x2")),
            0,
        ),
        (
            "\"\" route",
            "schedule",
            square(|d| d["steps"][0][0]["route"] = json!("")),
            0,
        ),
        (
            "half false",
            "schedule",
            square(|d| d["steps"][0][0]["half"] = json!(false)),
            0,
        ),
        (
            "[] route",
            "schedule",
            square(|d| d["steps"][0][0]["route"] = json!([])),
            3,
        ),
        (
            "no steps",
            "schedule",
            square(|d| d["steps"] = json!([])),
            3,
        ),
        ("labels and overrides", "ordering", labelled, 0),
    ];
    for (i, (what, kind, doc, code)) in cases.into_iter().enumerate() {
        assert_eq!(violation(kind, &doc), None, "{what}: {doc}");
        let c = check_text(&format!("edge-{i}.json"), &doc.to_string());
        assert_eq!(c.code, Some(code), "{what}: {c:?}");
    }
}
