//! `castlab eval --csv`: the same numbers as the JSON, as tables.

use std::process::Command;

use serde_json::Value;

fn castlab(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(args)
        .output()
        .expect("castlab runs")
}

fn json(link: &str) -> Value {
    let out = castlab(&["eval", link]);
    assert!(out.status.success(), "{link}");
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// Rows of a CSV without quoted commas (the tables checked here have none).
fn csv(link: &str, table: &str) -> Vec<Vec<String>> {
    let out = castlab(&["eval", "--csv", table, link]);
    assert!(out.status.success(), "{link} --csv {table}: {out:?}");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(text.ends_with("\r\n"), "CRLF line ends");
    text.split("\r\n")
        .filter(|l| !l.is_empty())
        .map(|l| l.split(',').map(str::to_string).collect())
        .collect()
}

fn column(rows: &[Vec<String>], name: &str) -> Vec<String> {
    let at = rows[0]
        .iter()
        .position(|h| h == name)
        .unwrap_or_else(|| panic!("no column {name} in {:?}", rows[0]));
    rows[1..].iter().map(|r| r[at].clone()).collect()
}

fn numbers(v: &Value) -> Vec<String> {
    v.as_array()
        .expect("array")
        .iter()
        .map(|x| x.to_string())
        .collect()
}

#[test]
fn node_tables_list_every_node_x_fastest_with_the_json_maps() {
    for (link, maps) in [
        ("v=1&dims=16x16&src=3,1&algo=recursive", &["tcd_map"][..]),
        ("v=1&net=torus&dims=4x4x4&src=1,2,3", &["tcd_map"]),
        (
            "v=1&net=torus&dims=9x13&src=0,3&view=orderly",
            &["arrival", "per_originator"],
        ),
        ("v=1&net=msn&dims=8x6&src=1,2&dst=7,5", &["distance_map"]),
    ] {
        let v = json(link);
        let rows = csv(link, "nodes");
        let nodes = v["nodes"].as_u64().unwrap() as usize;
        assert_eq!(rows.len(), nodes + 1, "{link}");
        assert!(v["errors"].as_array().unwrap().is_empty(), "{link}");
        let sides: Vec<usize> = link
            .split('&')
            .find_map(|p| p.strip_prefix("dims="))
            .unwrap()
            .split('x')
            .map(|s| s.parse().unwrap())
            .collect();
        for (axis, name) in ["x", "y", "z"].iter().enumerate().take(sides.len()) {
            let stride: usize = sides[..axis].iter().product();
            let want: Vec<String> = (0..nodes)
                .map(|i| ((i / stride) % sides[axis]).to_string())
                .collect();
            assert_eq!(column(&rows, name), want, "{link} {name}");
        }
        for map in maps {
            assert_eq!(column(&rows, map), numbers(&v[*map]), "{link} {map}");
        }
    }
}

#[test]
fn wk_nodes_carry_their_addresses_and_the_node_table() {
    let link = "v=1&net=wk&w=3&l=2&src=12";
    let v = json(link);
    let rows = csv(link, "nodes");
    let table = v["table"].as_array().unwrap();
    assert_eq!(rows.len(), table.len() + 1);
    // Addresses: L digits, most significant first (paper 001).
    let want: Vec<String> = (0..9).map(|i| format!("{}{}", i / 3, i % 3)).collect();
    assert_eq!(column(&rows, "address"), want);
    let cor: Vec<String> = table.iter().map(|t| t["cor_id"].to_string()).collect();
    assert_eq!(column(&rows, "table.cor_id"), cor);
    let deliveries = csv(link, "deliveries");
    assert_eq!(
        deliveries.len() - 1,
        v["deliveries"].as_array().unwrap().len()
    );
    assert_eq!(
        deliveries.len() - 1,
        8,
        "every node but the source receives once"
    );
}

#[test]
fn schedules_and_summaries_match_the_json() {
    let link = "v=1&dims=16x16&src=5,9";
    let v = json(link);
    let rows = csv(link, "schedule");
    let schedule = v["schedule"].as_array().unwrap();
    assert_eq!(rows.len() - 1, schedule.len());
    assert_eq!(rows[0], ["from", "hops", "route", "step", "to"]);
    let hops: u64 = column(&rows, "hops")
        .iter()
        .map(|h| h.parse::<u64>().unwrap())
        .sum();
    // The TCD is the sum of the hops of all messages.
    assert_eq!(hops, v["tcd"].as_u64().unwrap());
    let from: Vec<String> = schedule
        .iter()
        .map(|m| {
            m["from"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    assert_eq!(column(&rows, "from"), from);

    let summary = csv(link, "summary");
    let get = |key: &str| summary.iter().find(|r| r[0] == key).map(|r| r[1].clone());
    assert_eq!(get("tcd"), Some(v["tcd"].to_string()));
    assert_eq!(get("optimum.tcd"), Some(v["optimum"]["tcd"].to_string()));
    assert_eq!(get("source"), Some("5 9".into()));
}

#[test]
fn an_unknown_table_lists_the_tables_of_the_query() {
    let out = castlab(&[
        "eval",
        "--csv",
        "bogus",
        "v=1&net=msn&dims=4x4&view=hamiltonian",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--csv bogus: this query has the tables nodes, summary, cycles, path"),
        "{err}"
    );
}

#[test]
fn the_page_offers_exactly_the_tables_eval_prints() {
    for link in [
        "v=1",
        "v=1&dims=64x64",
        "v=1&dims=128x128",
        "v=1&dims=2x2x2x2x2&algo=recursive",
        "v=1&net=wk",
        "v=1&net=wk&w=8&l=4",
        "v=1&net=wk&w=8&l=5",
        "v=1&net=msn",
        "v=1&net=msn&dims=16x16&view=te",
        "v=1&net=msn&dims=18x18&view=te",
        "v=1&net=msn&dims=16x16&view=mnb",
        "v=1&net=msn&dims=18x18&view=mnb",
        "v=1&net=msn&dims=32x32&view=hamiltonian",
        "v=1&view=orderly",
        "v=1&view=orderly&dims=16x16",
        "v=1&view=orderly&dims=16x17",
        "v=1&net=torus&view=orderly&dims=9x13",
        "v=1&net=wk&view=orderly&w=4&l=4",
        "v=1&net=wk&view=orderly&w=3&l=5",
        "v=1&net=msn&view=orderly",
    ] {
        let query = castlab_core::permalink::parse(link).query;
        let offered = castlab_core::export::offered_tables(&query);
        let value = json(link);
        let mut printed: Vec<String> = castlab_core::export::tables(&value)
            .into_iter()
            .map(|t| t.name)
            .filter(|n| !n.starts_with("label_"))
            .collect();
        // The page lists the view's main list first; eval sorts by name.
        let mut offered: Vec<&str> = offered;
        offered.sort_unstable();
        printed.sort_unstable();
        assert_eq!(offered, printed, "{link}");
    }
}
