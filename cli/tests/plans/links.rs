//! `plan=`: the link `castlab check` prints opens the same plan in
//! `castlab eval` (its "plan" object is check's report), and a value that
//! is not a plan for the link's network is refused with its reason.

use serde_json::{Value, json};

use super::{check_text, eval, exports, repo_file};

/// The `plan=` value of a link.
fn plan_value(link: &str) -> &str {
    link.split('&')
        .find_map(|pair| pair.strip_prefix("plan="))
        .unwrap_or_else(|| panic!("no plan= in {link}"))
}

/// Evidence: chosen sizes, 156 exports (every source of 8×8 and 4×4×4, every
/// WK(3, 3) source, Π on T_9×13), the examples and 2 broken plans.
#[test]
fn checks_link_opens_the_same_plan_in_eval() {
    let mut files: Vec<(String, String)> = exports()
        .iter()
        .map(|e| (e.query.clone(), e.text.clone()))
        .collect();
    files.extend(super::examples());
    // Plans that break a rule travel too, with their verdict.
    files.push((
        "informed twice".into(),
        json!({"castlab": "schedule", "version": 1,
               "network": "v=1&net=mesh&dims=2x2&view=tcd", "source": [1, 1],
               "steps": [[{"from": [1, 1], "to": [0, 1]}],
                         [{"from": [1, 1], "to": [1, 0]}, {"from": [0, 1], "to": [1, 0]}]]})
        .to_string(),
    ));
    files.push((
        "a vertex that labels a stranger".into(),
        json!({"castlab": "ordering", "version": 1,
               "network": "v=1&net=torus&dims=3x3&view=orderly",
               "rule": "dim", "overrides": [{"vertex": [2, 2], "labels": [[0, 0]]}]})
        .to_string(),
    ));
    let mut linked = 0;
    for (i, (name, text)) in files.iter().enumerate() {
        let c = check_text(&format!("link-{i}.json"), text);
        let Some(link) = c.report["permalink"].as_str() else {
            assert!(text.len() > 100_000, "{name}: no link for a small plan");
            continue;
        };
        linked += 1;
        let v = eval(link);
        assert_eq!(v["errors"], json!([]), "{name}");
        assert_eq!(v["permalink"], link, "{name}: the link is canonical");
        assert_eq!(v["plan"], c.report, "{name}: eval's plan is check's report");
        // A schedule's source is the link's.
        if let Some(source) = c.report["source"].as_array() {
            assert_eq!(v["source"], json!(source), "{name}");
        }
        // A valid ordering is the one the orderly view propagates.
        if c.report["kind"] == "ordering" && c.report["valid"] == true {
            assert_eq!(v["broadcast_time"], c.report["value"], "{name}");
            assert_eq!(v["per_originator"], c.report["per_originator"], "{name}");
        }
    }
    assert!(linked >= 158, "{linked} plans traveled in a link");
}

/// Evidence: one size, T_4×6: the example's ordering against Π's.
#[test]
fn a_valid_ordering_plan_is_the_ordering_the_view_shows() {
    let text = repo_file("docs/formats/examples/torus-4x6.ordering.json");
    let c = check_text("t46.json", &text);
    assert_eq!(c.report["value"], 6, "the example reaches the certified 6");
    let link = c.report["permalink"].as_str().unwrap();
    let with_plan = eval(link);
    let without = eval("v=1&net=torus&dims=4x6&view=orderly");
    assert_eq!(with_plan["broadcast_time"], 6);
    assert_eq!(without["broadcast_time"], 7, "Π alone");
    // A plan that breaks the rules is reported, and Π is shown.
    let broken = text.replace(
        "[[1, 0], [0, 1], [3, 0], [0, 5]]",
        "[[1, 0], [0, 1], [3, 0]]",
    );
    let c = check_text("t46-broken.json", &broken);
    assert_eq!(c.code, Some(3));
    let v = eval(c.report["permalink"].as_str().unwrap());
    assert_eq!(v["plan"]["valid"], false);
    assert_eq!(v["broadcast_time"], 7, "Π, the view's own");
}

/// Evidence: one size, the 8×8 mesh from (3, 1) in links with another src.
#[test]
fn a_schedules_source_replaces_the_links_src() {
    let e = exports()
        .iter()
        .find(|e| e.query == "v=1&net=mesh&dims=8x8&src=3,1")
        .unwrap();
    let c = check_text("src.json", &e.text);
    let value = plan_value(c.report["permalink"].as_str().unwrap());
    let v = eval(&format!("v=1&src=5,5&plan={value}"));
    assert_eq!(v["source"], json!([3, 1]));
    assert_eq!(v["permalink"], format!("v=1&src=3,1&plan={value}"));
}

/// Evidence: chosen sizes, 7 values that are not plans for their link.
#[test]
fn a_bad_plan_value_is_refused_naming_key_plan_and_the_reason() {
    let e = exports()
        .iter()
        .find(|e| e.query == "v=1&net=mesh&dims=8x8&src=3,1")
        .unwrap();
    let mesh = castlab_core::plan::link::encode(&e.text).unwrap();
    let not_a_plan = castlab_core::plan::link::encode("{\"castlab\": \"schedule\"}").unwrap();
    let not_json = castlab_core::plan::link::encode("hello").unwrap();
    let long = "A".repeat(8193);
    let cases: Vec<(String, &str)> = vec![
        (format!("v=1&dims=8x8&plan={long}"), "8192"),
        ("v=1&dims=8x8&plan=not~base64".into(), "not base64url"),
        ("v=1&dims=8x8&plan=AAAA".into(), "not a compressed plan"),
        (
            format!("v=1&dims=8x8&plan={not_json}"),
            "not a castlab plan",
        ),
        (
            format!("v=1&dims=8x8&plan={not_a_plan}"),
            "not a castlab plan",
        ),
        (format!("v=1&dims=4x4&plan={mesh}"), "another network"),
        (
            format!("v=1&net=torus&dims=8x8&view=orderly&plan={mesh}"),
            "another network",
        ),
    ];
    for (link, why) in cases {
        let v = eval(&link);
        let errors = v["errors"].as_array().unwrap();
        assert_eq!(errors.len(), 1, "{link:.60}: {errors:?}");
        assert_eq!(errors[0]["key"], "plan");
        assert_eq!(errors[0]["kind"], "not_a_plan");
        let message = errors[0]["message"].as_str().unwrap();
        assert!(message.starts_with("plan="), "{message}");
        assert!(message.contains(why), "{link:.60}: {message} lacks {why}");
        assert_eq!(v.get("plan"), None::<&Value>, "no plan object");
        assert!(!v["permalink"].as_str().unwrap().contains("plan="));
    }
}

/// Evidence: one size, the total exchange on the 8×8 MSN (455 kB).
#[test]
fn a_plan_too_big_for_a_link_has_none() {
    let e = exports()
        .iter()
        .find(|e| e.query == "v=1&net=msn&dims=8x8&view=te")
        .unwrap();
    assert!(castlab_core::plan::link::encode(&e.text).is_none());
    let c = check_text("te-link.json", &e.text);
    assert_eq!(c.code, Some(0));
    assert_eq!(c.report["permalink"], Value::Null);
}

/// Evidence: chosen sizes, a one-port plan on the 2 × 2 mesh and an
/// all-port plan on WK(3, 2), each slower than the paper's algorithm.
#[test]
fn a_schedule_plan_is_the_run_its_link_shows() {
    // From (1,1): (1,1) → (0,1), then (1,1) → (0,0) along y then x and
    // (0,1) → (1,0) along x then y: TCD 1 + 2 + 2 = 5, where Algorithm 1
    // takes 3 (one hop each).
    let mesh = json!({"castlab": "schedule", "version": 1,
        "network": "v=1&net=mesh&dims=2x2&view=tcd", "source": [1, 1],
        "steps": [[{"from": [1, 1], "to": [0, 1]}],
                  [{"from": [1, 1], "to": [0, 0], "route": "yx"},
                   {"from": [0, 1], "to": [1, 0]}]]});
    // WK(3, 2) from 00: its cluster, then 10 and 20, whose clusters take two
    // steps each (12 and 22 a step late): 4 steps, where Fang et al. take 3.
    let wk = json!({"castlab": "schedule", "version": 1,
        "network": "v=1&net=wk&w=3&l=2&view=broadcast", "source": "00",
        "steps": [[{"from": "00", "to": "01"}, {"from": "00", "to": "02"}],
                  [{"from": "01", "to": "10"}, {"from": "02", "to": "20"}],
                  [{"from": "10", "to": "11"}, {"from": "20", "to": "21"}],
                  [{"from": "10", "to": "12"}, {"from": "20", "to": "22"}]]});
    for (doc, key, mine, theirs) in [(mesh, "tcd", 5, 3), (wk, "steps", 4, 3)] {
        let c = check_text("run.json", &doc.to_string());
        assert_eq!(c.code, Some(0), "{c:?}");
        assert_eq!(c.report["value"], mine);
        assert_eq!(c.report["compare"][0]["value"], theirs);
        let link = c.report["permalink"].as_str().unwrap();
        assert_eq!(eval(link)[key], mine, "{link}");
        let without = link.split("&plan=").next().unwrap();
        assert_eq!(eval(without)[key], theirs, "{without}");
    }
}
