//! `castlab sweep` as a user runs it: the sizes and their order, every row
//! against `castlab eval` of its own permalink, the same bytes on one
//! thread and on all, shards that add up to the whole, and the limits.

use std::process::{Command, Output};

use serde_json::Value;

fn castlab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(args)
        .output()
        .expect("castlab runs")
}

fn stdout(args: &[&str]) -> String {
    let out = castlab(args);
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).expect("UTF-8")
}

fn eval(link: &str) -> Value {
    serde_json::from_str(&stdout(&["eval", link])).expect("JSON")
}

/// One CSV line's cells (RFC 4180: a quoted cell may hold commas, and a
/// doubled quote is a quote; no cell here holds a line break).
fn cells(line: &str) -> Vec<String> {
    let (mut out, mut cell, mut quoted) = (Vec::new(), String::new(), false);
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                cell.push('"');
                chars.next();
            }
            ('"', _) => quoted = !quoted,
            (',', false) => out.push(std::mem::take(&mut cell)),
            (c, _) => cell.push(c),
        }
    }
    out.push(cell);
    out
}

/// The CSV's header and rows.
fn rows(csv: &str) -> (Vec<String>, Vec<Vec<String>>) {
    let mut lines = csv.split("\r\n").filter(|l| !l.is_empty());
    let header = cells(lines.next().expect("a header"));
    (header, lines.map(cells).collect())
}

/// A JSON value as the CSV writes it.
fn cell(v: &Value) -> String {
    match v {
        Value::Null => String::new(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// `castlab eval`'s value for a sweep column: a dotted path, or a WK
/// `compare.<algorithm>.<field>`.
fn eval_value(json: &Value, column: &str) -> Value {
    if let Some(rest) = column.strip_prefix("compare.") {
        let (algo, field) = rest.split_once('.').unwrap();
        let entry = json["compare"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["algorithm"] == algo);
        return entry.map_or(Value::Null, |e| e[field].clone());
    }
    column
        .split('.')
        .fold(json.clone(), |v, key| v[key].clone())
}

#[test]
fn torus_msn_and_wk_ranges_hold_the_sizes_their_rules_allow_in_order() {
    // Tori: every side from 3; first axis slowest.
    let (header, body) = rows(&stdout(&[
        "sweep",
        "v=1&net=torus&view=orderly&dims=3..5x4..6",
    ]));
    assert_eq!(header[..2], ["dims", "permalink"]);
    let sizes: Vec<&str> = body.iter().map(|r| r[0].as_str()).collect();
    let mut by_hand = Vec::new();
    for m in 3..=5 {
        for n in 4..=6 {
            by_hand.push(format!("{m}x{n}"));
        }
    }
    assert_eq!(sizes, by_hand);
    // MS networks: even sides of at least 4 (Eq. (1)'s alternating
    // directions need an even count), so 3..12 squares hold 4, 6, …, 12.
    let (_, body) = rows(&stdout(&["sweep", "v=1&net=msn&dims=3..12^2"]));
    let sizes: Vec<&str> = body.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(sizes, ["4x4", "6x6", "8x8", "10x10", "12x12"]);
    // WK: w and l in every row.
    let (header, body) = rows(&stdout(&["sweep", "v=1&net=wk&w=3&l=1..5"]));
    assert_eq!(header[..3], ["w", "l", "permalink"]);
    let sizes: Vec<(&str, &str)> = body
        .iter()
        .map(|r| (r[0].as_str(), r[1].as_str()))
        .collect();
    assert_eq!(
        sizes,
        [("3", "1"), ("3", "2"), ("3", "3"), ("3", "4"), ("3", "5")]
    );
}

/// `castlab eval`'s label bits of the constant label on the same WK
/// network from 0…01 (empty at L = 1, where every node is a corner).
fn general_label_bits(json: &serde_json::Value) -> String {
    let (w, l) = (json["w"].as_u64().unwrap(), json["l"].as_u64().unwrap());
    if l < 2 {
        return String::new();
    }
    let source = format!("{}1", "0".repeat(l as usize - 1));
    let other = eval(&format!("v=1&net=wk&w={w}&l={l}&src={source}&algo=fang"));
    cell(&other["label_bits"])
}

#[test]
fn every_row_is_castlab_eval_of_its_own_permalink() {
    for link in [
        "v=1&net=torus&view=orderly&dims=3..6x4..5",
        "v=1&net=torus&view=orderly&algo=pi-literal&dims=6..8^2&src=1,2",
        "v=1&net=msn&dims=4..10^2",
        "v=1&net=msn&view=te&dims=4..8^2",
        "v=1&net=wk&w=4&l=1..4",
        "v=1&net=wk&w=3&l=2..3&algo=stack&src=12",
    ] {
        let (header, body) = rows(&stdout(&["sweep", link]));
        let first = header.iter().position(|h| h == "permalink").unwrap();
        assert!(!body.is_empty(), "{link}");
        for row in &body {
            let json = eval(&row[first]);
            assert_eq!(json["permalink"], row[first].as_str());
            for (column, value) in header.iter().zip(row).skip(first + 1) {
                let want = if column == "general_label_bits" {
                    // The label from 0…01, a node that is not a corner.
                    general_label_bits(&json)
                } else {
                    cell(&eval_value(&json, column))
                };
                assert_eq!(&want, value, "{link} {column} at {}", row[0]);
            }
        }
    }
}

#[test]
fn tcd_rows_add_the_eye_its_closed_form_and_where_recursive_beats_paper() {
    let (header, body) = rows(&stdout(&["sweep", "v=1&dims=2..32^2"]));
    let col = |name: &str| header.iter().position(|h| h == name).unwrap();
    for row in &body {
        let link = &row[col("permalink")];
        let paper = eval(link);
        for name in [
            "nodes",
            "tcd",
            "closed_form.tcd",
            "optimum.tcd",
            "optimum.count",
            "map_max",
        ] {
            assert_eq!(
                cell(&eval_value(&paper, name)),
                row[col(name)],
                "{link} {name}"
            );
        }
        // The eye's TCD: the map at the first of `eyes` (x fastest).
        let side = paper["dims"][0].as_u64().unwrap();
        let eye = &paper["eyes"][0];
        let at = eye[0].as_u64().unwrap() + side * eye[1].as_u64().unwrap();
        let eye_tcd = paper["tcd_map"][at as usize].clone();
        assert_eq!(cell(&eye_tcd), row[col("eye_tcd")], "{link}");
        // Its closed form is what castlab eval gives from the eye itself.
        let from_eye = eval(&format!("{link}&src={},{}", eye[0], eye[1]));
        assert_eq!(
            cell(&from_eye["closed_form"]["tcd"]),
            row[col("eye_closed_form")],
            "{link}"
        );
        // Sources where the recursive map is below the paper's.
        let recursive = eval(&format!("{link}&algo=recursive"));
        let beaten = (0..paper["nodes"].as_u64().unwrap() as usize)
            .filter(|&i| recursive["tcd_map"][i].as_u64() < paper["tcd_map"][i].as_u64())
            .count();
        assert_eq!(
            beaten.to_string(),
            row[col("recursive_beats_paper")],
            "{link}"
        );
    }
    // 000 Theorem 2 fails from 4x4 on (see docs/errata.md): 16x16 has 228.
    let at = body.iter().find(|r| r[0] == "16x16").unwrap();
    assert_eq!(at[col("recursive_beats_paper")], "228");
}

#[test]
fn one_thread_and_every_thread_print_the_same_bytes() {
    let link = "v=1&net=torus&view=orderly&dims=3..16x3..16";
    let one = castlab(&["sweep", "--threads", "1", link]);
    let all = castlab(&["sweep", link]);
    let four = castlab(&["sweep", "--threads=4", link]);
    assert!(one.status.success() && all.status.success() && four.status.success());
    assert_eq!(one.stdout, all.stdout);
    assert_eq!(one.stdout, four.stdout);
    let json_one = castlab(&["sweep", "--json", "--threads", "1", link]);
    let json_all = castlab(&["sweep", "--json", link]);
    assert_eq!(json_one.stdout, json_all.stdout);
    // The JSON holds the CSV's rows.
    let (header, body) = rows(&String::from_utf8(one.stdout).unwrap());
    let objects: Vec<Value> = serde_json::from_slice(&json_all.stdout).unwrap();
    assert_eq!(objects.len(), body.len());
    for (object, row) in objects.iter().zip(&body) {
        for (name, value) in header.iter().zip(row) {
            assert_eq!(&cell(&object[name]), value, "{name}");
        }
    }
}

#[test]
fn shards_in_order_are_the_whole_sweep_byte_for_byte() {
    let link = "v=1&net=torus&view=orderly&dims=3..14x3..14";
    let whole = stdout(&["sweep", link]);
    let shard = |k: &str| stdout(&["sweep", "--shard", k, link]);
    let (one, two, three) = (shard("1/3"), shard("2/3"), shard("3/3"));
    let header_end = whole.find("\r\n").unwrap() + 2;
    for part in [&one, &two, &three] {
        assert_eq!(
            part[..header_end],
            whole[..header_end],
            "every shard has the header"
        );
        assert!(part.len() > header_end, "no shard is empty here");
    }
    let joined = format!("{one}{}{}", &two[header_end..], &three[header_end..]);
    assert_eq!(joined, whole);
    for bad in ["0/3", "4/3", "1/0", "x"] {
        let out = castlab(&["sweep", "--shard", bad, link]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("expected K/N"));
    }
}

#[test]
fn a_sweep_beyond_its_budget_or_limits_is_refused_with_the_limit() {
    // Σ (mn)² over 3 <= m, n <= 100 is (Σ m²)² = 338345² ≈ 1.1e11.
    let link = "v=1&net=torus&view=orderly&dims=3..100x3..100";
    let out = castlab(&["sweep", link]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(
        stderr.contains(&format!("{} units", 338_345u64 * 338_345)),
        "{stderr}"
    );
    assert!(stderr.contains("the budget is 8589934592"), "{stderr}");
    // The budget can be raised on purpose; a shard of it then runs.
    let raised = castlab(&[
        "sweep",
        "--max-work",
        "200000000000",
        "--shard",
        "1/2000",
        link,
    ]);
    assert!(raised.status.success(), "{raised:?}");
    for (link, says) in [
        ("v=1&dims=8x8", "nothing to sweep"),
        (
            "v=1&net=torus&dims=1..300x1..300",
            "90000 sizes to try; a sweep tries at most 65536",
        ),
        ("v=1&net=torus&dims=9..3x4", "a range A..B needs A <= B"),
    ] {
        let out = castlab(&["sweep", link]);
        assert_eq!(out.status.code(), Some(2), "{link}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains(says),
            "{link}: {out:?}"
        );
    }
    let help = stdout(&["sweep", "--help"]);
    assert!(help.starts_with("usage: castlab sweep"));
}

/// Each size's link, written independently of the sweep: the family's
/// size key set to the size, the rest as given.
fn own_link(net: &str, key: &str, size: u32, rest: &str) -> String {
    format!("v=1&net={net}&{key}={size}{rest}")
}

#[test]
fn family_rows_over_m_and_n_are_castlab_eval_of_each_size_s_own_link() {
    for (net, key, (from, to), rest) in [
        ("butterfly", "m", (3, 6), ""),
        ("debruijn", "m", (2, 7), ""),
        ("ccc", "m", (3, 5), ""),
        ("cube", "m", (1, 8), "&view=orderly"),
        ("path", "n", (3, 9), "&view=orderly"),
        ("cycle", "n", (3, 12), ""),
    ] {
        let link = format!("v=1&net={net}&{key}={from}..{to}{rest}");
        let (header, body) = rows(&stdout(&["sweep", &link]));
        assert_eq!(header[..2], [key, "permalink"], "{link}");
        let sizes: Vec<String> = body.iter().map(|r| r[0].clone()).collect();
        let expected: Vec<String> = (from..=to).map(|s| s.to_string()).collect();
        assert_eq!(sizes, expected, "{link}: every size in the range, in order");
        for (row, size) in body.iter().zip(from..=to) {
            let json = eval(&own_link(net, key, size, rest));
            assert_eq!(json["permalink"], row[1].as_str(), "{link} at {size}");
            for (column, value) in header.iter().zip(row).skip(2) {
                let want = if column == "per_originator_max" {
                    // The largest time of the map castlab eval prints.
                    json["per_originator"]
                        .as_array()
                        .map_or(String::new(), |t| {
                            t.iter()
                                .filter_map(Value::as_u64)
                                .max()
                                .unwrap()
                                .to_string()
                        })
                } else {
                    cell(&eval_value(&json, column))
                };
                assert_eq!(&want, value, "{link} {column} at {size}");
            }
        }
    }
}

#[test]
fn a_family_sweep_prints_the_same_bytes_on_one_thread_and_two() {
    let link = "v=1&net=butterfly&m=3..10";
    let one = castlab(&["sweep", "--threads", "1", link]);
    let two = castlab(&["sweep", "--threads", "2", link]);
    assert!(one.status.success() && two.status.success(), "{one:?}");
    assert_eq!(one.stdout, two.stdout);
    let json_one = castlab(&["sweep", "--json", "--threads", "1", link]);
    let json_two = castlab(&["sweep", "--json", "--threads", "2", link]);
    assert_eq!(json_one.stdout, json_two.stdout);
}

#[test]
fn a_family_range_beyond_its_limits_is_refused_naming_key_value_and_limit() {
    for (link, says) in [
        // Issue 54's sizes: BF(m) and CCC(m) for m = 3 … 16.
        (
            "v=1&net=butterfly&m=3..20",
            "m=3..20: net=butterfly takes m from 3 to 16",
        ),
        ("v=1&net=ccc&m=2..5", "m=2..5: net=ccc takes m from 3 to 16"),
        ("v=1&net=cube&n=3..5", "n: net=cube does not read n"),
        ("v=1&net=path&m=3..5", "m: net=path does not read m"),
    ] {
        let out = castlab(&["sweep", link]);
        assert_eq!(out.status.code(), Some(2), "{link}");
        assert!(out.stdout.is_empty(), "{link}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(says), "{link}: {stderr}");
    }
}

/// The messages of `locales/<tag>/errors.ftl`, read from the file itself.
fn error_words(tag: &str) -> castlab_l10n::Words {
    let path = format!("{}/../locales/{tag}/errors.ftl", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).expect("the errors resource");
    castlab_l10n::Words::from_sources(tag, &[&source]).expect("it loads")
}

#[test]
fn a_german_reader_is_refused_a_reversed_range_in_german() {
    use castlab_l10n::Text;
    let refusal = Text::new("error-sweep-bad-range")
        .arg("key", "dims")
        .arg("value", "9..3x4")
        .arg("expected", Text::new("error-range-reversed"));
    let german = error_words("de").text(&refusal);
    let english = error_words("en").text(&refusal);
    assert_eq!(english, "dims=9..3x4: a range A..B needs A <= B");
    assert_ne!(german, english, "the resource translates it");
    let out = castlab(&["--locale", "de", "sweep", "v=1&net=torus&dims=9..3x4"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains(&german), "{german:?} in {stderr}");
    assert!(!stderr.contains(&english), "{stderr}");
}

#[test]
fn each_refusal_reads_in_english_as_its_display_does() {
    use castlab_core::sweep::{MAX_WORK, SweepError, plan};
    let english = error_words("en");
    let refusals: Vec<SweepError> = [
        "v=1&dims=8x8",
        "v=1&net=torus&dims=9..3x4",
        "v=1&dims=a..bx4",
        "v=1&dims=2..2000000",
        "v=1&dims=2..8^9",
        "v=1&dims=3^2",
        "v=1&dims=2..3x2x2x2x2x2x2",
        "v=1&net=torus&l=1..3",
        "v=1&net=butterfly&m=3..17",
        "v=1&net=torus&dims=1..300x1..300",
        "v=1&net=torus&view=orderly&dims=3..100x3..100",
    ]
    .iter()
    .map(|link| plan(link, MAX_WORK).unwrap_err())
    .chain([SweepError::BadShard { k: 3, n: 2 }])
    .collect();
    // Every kind but `empty` (its reason is the link's, worded apart).
    let kinds: std::collections::BTreeSet<&str> = refusals.iter().map(|e| e.kind()).collect();
    assert_eq!(kinds.len(), 6, "{kinds:?}");
    for e in &refusals {
        assert_eq!(english.text(&e.text()), e.to_string(), "{e:?}");
    }
}
