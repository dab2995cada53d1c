//! A German reader's `castlab check`: the first broken rule (worded by the
//! schedule validator's `Violation::text`) and a file that is not a plan
//! (`PlanError::text`) read as `locales/de/plans.ftl` says, the expected
//! sentences worded here from that file itself.

use castlab_l10n::{Arg, Words};

use super::{castlab, checked, repo_file, scratch};

/// `locale`'s plan messages, read from the repository's resource.
fn words(locale: &str) -> Words {
    let source = repo_file(&format!("locales/{locale}/plans.ftl"));
    Words::from_sources(locale, &[&source]).expect("plans.ftl loads")
}

/// `castlab check --locale de --json` on `text`.
fn check_german(name: &str, text: &str) -> super::Checked {
    let path = scratch(&format!("german-{name}"));
    std::fs::write(&path, text).unwrap();
    let out = castlab(&["check", "--locale", "de", "--json", path.to_str().unwrap()]);
    std::fs::remove_file(&path).unwrap();
    checked(out)
}

fn plan(steps: &str) -> String {
    format!(
        "{{\"castlab\": \"schedule\", \"version\": 1, \
         \"network\": \"v=1&net=mesh&dims=2x2&view=tcd\", \"source\": [0, 0], \"steps\": {steps}}}"
    )
}

/// (0, 1) hears from (0, 0) and from (1, 0) in step 2: informed twice, the
/// validator's rule, worded in German in the report's JSON.
#[test]
fn a_broken_rule_reads_in_german() {
    let (de, en) = (words("de"), words("en"));
    let steps = "[[{\"from\": [0, 0], \"to\": [1, 0]}], \
                 [{\"from\": [0, 0], \"to\": [0, 1]}, {\"from\": [1, 0], \"to\": [0, 1]}]]";
    let c = check_german("twice", &plan(steps));
    // Exit status 3: a plan that breaks a rule.
    assert_eq!(c.code, Some(3), "{c:?}");
    let first = &c.report["first_broken"];
    assert_eq!(first["rule"], "informed-once", "{c:?}");
    let args = [("step", Arg::Int(2)), ("node", Arg::Str("(0, 1)".into()))];
    let german = de.tr_args("schedule-informed-twice", &args);
    assert_eq!(first["message"], german.as_str());
    // Not the English sentence under another name.
    assert_ne!(german, en.tr_args("schedule-informed-twice", &args));
}

/// A node off the 2 × 2 mesh is refused before any rule, in German: the
/// refusal names the place (step 1, message 1) and the node.
#[test]
fn a_file_that_is_not_a_plan_is_refused_in_german() {
    let de = words("de");
    let c = check_german("off", &plan("[[{\"from\": [0, 0], \"to\": [5, 0]}]]"));
    assert_eq!(
        (c.code, &c.report),
        (Some(1), &serde_json::Value::Null),
        "{c:?}"
    );
    let place = de.tr_args(
        "planfile-place",
        &[("step", Arg::Int(1)), ("message", Arg::Int(1))],
    );
    let german = de.tr_args(
        "planfile-off-network",
        &[
            ("place", Arg::Str(place)),
            ("node", Arg::Str("(5, 0)".into())),
        ],
    );
    assert!(c.stderr.contains(&german), "{german:?} in {:?}", c.stderr);
    assert!(!c.stderr.contains("not a node"), "{:?}", c.stderr);
}

/// serde's missing field, said in German (the field's name kept).
#[test]
fn a_missing_field_is_named_in_german() {
    let de = words("de");
    let c = check_german(
        "missing",
        "{\"castlab\": \"schedule\", \"version\": 1, \
         \"network\": \"v=1&net=mesh&dims=2x2&view=tcd\", \"source\": [0, 0]}",
    );
    assert_eq!(c.code, Some(1), "{c:?}");
    let missing = de.tr_args(
        "planfile-missing-field",
        &[
            ("field", Arg::Str("steps".into())),
            ("at", Arg::Str(String::new())),
        ],
    );
    let german = de.tr_args("planfile-not-a-plan", &[("reason", Arg::Str(missing))]);
    assert!(c.stderr.contains(&german), "{german:?} in {:?}", c.stderr);
}
