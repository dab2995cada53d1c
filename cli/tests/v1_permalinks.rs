//! Old links keep their meaning: every v1 permalink in `data/v1-permalinks.tsv`
//! must evaluate to exactly the bytes stored beside it.
//!
//! Each line is `<link>\t<castlab eval output>`. The outputs were produced
//! by the build that added the line and checked against the papers by the
//! other tests; from then on a change that alters any of them fails here.
//! To add a link, append `<link>\t` with an empty output and run
//! `CASTLAB_ADD_V1=1 cargo test -p castlab --test v1_permalinks`: it fills
//! empty outputs and never rewrites a stored one.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::Command;

fn table_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/v1-permalinks.tsv")
}

fn eval(link: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(["eval", link])
        .output()
        .expect("castlab runs");
    assert!(out.status.success(), "{link}: {out:?}");
    let text = String::from_utf8(out.stdout).expect("UTF-8 output");
    text.strip_suffix('\n').expect("one line").to_string()
}

#[test]
fn every_stored_v1_link_evaluates_to_its_stored_output() {
    let table = std::fs::read_to_string(table_path()).expect("the v1 table exists");
    let add = std::env::var_os("CASTLAB_ADD_V1").is_some();
    let mut changed = Vec::new();
    let mut rewritten = String::new();
    let mut links = 0;
    for (number, line) in table.lines().enumerate() {
        let (link, stored) = line
            .split_once('\t')
            .unwrap_or_else(|| panic!("line {}: expected <link>\\t<output>", number + 1));
        let now = eval(link);
        links += 1;
        if stored.is_empty() && add {
            writeln!(rewritten, "{link}\t{now}").unwrap();
            continue;
        }
        assert!(
            !stored.is_empty(),
            "line {}: {link} has no stored output; see the module doc",
            number + 1
        );
        if now != stored {
            changed.push(format!("line {}: {link}", number + 1));
        }
        writeln!(rewritten, "{line}").unwrap();
    }
    if add {
        std::fs::write(table_path(), rewritten).expect("the table is writable");
    }
    assert!(links >= 30, "the table holds {links} links");
    assert!(
        changed.is_empty(),
        "these v1 links now evaluate differently; old links must keep their meaning:\n{}",
        changed.join("\n")
    );
}

#[test]
fn the_table_covers_every_net_view_and_algorithm() {
    let table = std::fs::read_to_string(table_path()).expect("the v1 table exists");
    let outputs: Vec<serde_json::Value> = table
        .lines()
        .filter_map(|l| l.split_once('\t'))
        .filter(|(_, out)| !out.is_empty())
        .map(|(_, out)| serde_json::from_str(out).expect("stored outputs are JSON"))
        .collect();
    let links: Vec<castlab_core::permalink::Query> = table
        .lines()
        .filter_map(|l| l.split_once('\t'))
        .map(|(link, _)| castlab_core::permalink::parse(link).query)
        .collect();
    use castlab_core::permalink::{Algo, Net, View};
    for net in Net::ALL {
        assert!(links.iter().any(|q| q.net == *net), "no link on net={net}");
    }
    for view in View::ALL {
        assert!(
            links.iter().any(|q| q.view == *view),
            "no link with view={view}"
        );
    }
    for algo in Algo::ALL {
        assert!(
            links.iter().any(|q| q.algo == *algo),
            "no link with algo={algo}"
        );
    }
    let with_errors = outputs
        .iter()
        .filter(|o| o["errors"].as_array().is_some_and(|e| !e.is_empty()))
        .count();
    assert!(
        with_errors >= 5,
        "only {with_errors} links with refused values"
    );
}
