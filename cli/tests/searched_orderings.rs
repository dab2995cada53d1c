//! The orderings `castlab eval --export ordering --search N` found
//! (examples/plans/): each is a valid plan for its network, its b^Π(G) is
//! recounted here from every originator by a round-by-round simulation
//! written in this file, and it beats the ordering the link names
//! (`view=orderly`'s default, the dimension ordering); the values
//! examples/plans/README.md and docs/literature.md state are the ones
//! recounted.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::Value;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Runs castlab; it must succeed and print one JSON object.
fn castlab(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("castlab runs");
    assert!(out.status.success(), "castlab {args:?}: {out:?}");
    serde_json::from_slice(&out.stdout).expect("castlab prints JSON")
}

fn numbers(v: &Value, key: &str) -> Vec<usize> {
    v[key]
        .as_array()
        .unwrap_or_else(|| panic!("no {key}"))
        .iter()
        .map(|x| x.as_u64().unwrap() as usize)
        .collect()
}

/// Every vertex's neighbours in label order, from `castlab eval`'s JSON.
fn lists(eval: &Value) -> Vec<Vec<usize>> {
    let offsets = numbers(eval, "label_offsets");
    let targets = numbers(eval, "label_targets");
    offsets
        .windows(2)
        .map(|w| targets[w[0]..w[1]].to_vec())
        .collect()
}

/// b^Π(u) of every originator u, by the model's words (003 §1.3, not
/// adaptive): a vertex informed in round t sends to its k-th neighbour in
/// round t + k, whether or not that one knows; a vertex is informed in the
/// first round a message reaches it.
fn simulate(lists: &[Vec<usize>]) -> Vec<u32> {
    let n = lists.len();
    let longest = lists.iter().map(Vec::len).max().unwrap_or(0);
    (0..n)
        .map(|src| {
            let mut informed: Vec<Option<u32>> = vec![None; n];
            informed[src] = Some(0);
            let (mut known, mut round) = (1, 0u32);
            while known < n {
                round += 1;
                assert!(
                    round as usize <= n * longest,
                    "{src} never informs everyone"
                );
                let mut reached = Vec::new();
                for (v, list) in lists.iter().enumerate() {
                    let Some(t) = informed[v] else { continue };
                    if let Some(&w) = list.get((round - t) as usize - 1) {
                        reached.push(w);
                    }
                }
                for w in reached {
                    if informed[w].is_none() {
                        informed[w] = Some(round);
                        known += 1;
                    }
                }
            }
            round
        })
        .collect()
}

/// One row of examples/plans/README.md's table.
struct Row {
    instance: String,
    named: u32,
    stored: u32,
    lower: String,
    link: String,
}

/// The README's rows, by file name.
fn readme_rows() -> BTreeMap<String, Row> {
    let text = std::fs::read_to_string(root().join("examples/plans/README.md")).unwrap();
    let mut rows = BTreeMap::new();
    for line in text
        .lines()
        .filter(|l| l.starts_with("| ") && l.contains(".json"))
    {
        let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
        assert_eq!(cells.len(), 7, "{line}");
        let file = cells[1].split(['[', ']']).nth(1).unwrap().to_string();
        let row = Row {
            instance: cells[0].to_string(),
            named: cells[2].parse().unwrap(),
            stored: cells[3].parse().unwrap(),
            lower: cells[4].to_string(),
            link: cells[6].trim_matches('`').to_string(),
        };
        assert!(rows.insert(file, row).is_none(), "{line}: listed twice");
    }
    rows
}

/// What castlab-prove certified, by (net, size): b^o's lower bound
/// (`kind` orderly), or the largest b(u) of the originators it settled
/// (`kind` classical; b(G) is at least each).
fn certified(kind: &str) -> BTreeMap<(String, String), u32> {
    let tsv = std::fs::read_to_string(root().join("core/src/certified/families.tsv")).unwrap();
    let mut out = BTreeMap::new();
    for l in tsv.lines().filter(|l| l.starts_with(&format!("{kind}\t"))) {
        let f: Vec<&str> = l.split('\t').collect();
        let b: u32 = f[4].parse().unwrap();
        let at = out.entry((f[1].to_string(), f[2].to_string())).or_insert(b);
        *at = (*at).max(b);
    }
    out
}

fn key<'a>(link: &'a str, name: &str) -> Option<&'a str> {
    link.split('&')
        .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
}

/// Evidence: chosen sizes, the 26 stored orderings: Q_3 … Q_6, BF(3),
/// BF(4), UB(2, 3) … UB(2, 7), CCC(3), CCC(4), K_4 … K_8, K_12, K_16 and
/// P_5 … P_10.
#[test]
fn the_searched_orderings_beat_the_named_ones() {
    let dir = root().join("examples/plans");
    let mut rows = readme_rows();
    let (orderly, classical) = (certified("orderly"), certified("classical"));
    let literature = std::fs::read_to_string(root().join("docs/literature.md")).unwrap();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".ordering.json"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 26,
        "{} plans in {}",
        files.len(),
        dir.display()
    );
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let row = rows
            .remove(&name)
            .unwrap_or_else(|| panic!("{name}: no README row"));
        let check = castlab(&["check", "--json", &path.to_string_lossy()]);
        assert_eq!(check["valid"], true, "{name}: {check}");
        let network = check["network"].as_str().unwrap().to_string();

        // The named ordering: the link's own view=orderly.
        let named = castlab(&["eval", &network]);
        let graph = lists(&named);
        let named_time = *simulate(&graph).iter().max().unwrap();
        assert_eq!(
            named["broadcast_time"], named_time,
            "{name}: the named ordering"
        );
        assert_eq!(row.named, named_time, "{name}: README's named b^Π");

        // The stored ordering, opened by its link.
        let link = check["permalink"].as_str().unwrap();
        assert_eq!(row.link, link, "{name}: README's link opens another plan");
        let opened = castlab(&["eval", link]);
        assert_eq!(
            opened["ordering_description"], "your ordering (plan=)",
            "{name}"
        );
        let stored = lists(&opened);
        for (v, (mine, theirs)) in stored.iter().zip(&graph).enumerate() {
            let (mut a, mut b) = (mine.clone(), theirs.clone());
            a.sort();
            b.sort();
            assert_eq!(a, b, "{name}: vertex {v} labels other neighbours");
        }
        let times = simulate(&stored);
        let found = *times.iter().max().unwrap();
        assert_eq!(
            numbers(&opened, "per_originator"),
            times.iter().map(|&t| t as usize).collect::<Vec<_>>()
        );
        assert_eq!(check["value"], found, "{name}: castlab check's b^Π");
        assert!(
            found < named_time,
            "{name}: {found} does not beat {named_time}"
        );
        assert_eq!(row.stored, found, "{name}: README's stored b^Π");
        let note = check_note(path);
        assert!(
            note.contains(&format!("b^Π(G) = {found} ")),
            "{name}: {note}"
        );

        // The lower bound stated: at least the diameter castlab reports,
        // b^o itself where castlab-prove certified it, and never above.
        let lower: u32 = row.lower.split(' ').next().unwrap().parse().unwrap();
        assert!(lower <= found, "{name}: bound {lower} above {found}");
        assert!(
            named["lower_bound"].as_u64().unwrap() <= u64::from(lower),
            "{name}"
        );
        let size = key(&network, "m").or(key(&network, "n")).unwrap();
        let net = key(&network, "net").unwrap();
        // A stated certified b^o or b is families.tsv's; a certified b^o
        // the README does not state yet still bounds both values.
        let at = (net.to_string(), size.to_string());
        if row.lower.contains("b(") && row.lower.contains("certified") {
            assert_eq!(classical.get(&at), Some(&lower), "{name}: {}", row.lower);
        }
        let proven = orderly.get(&at);
        if row.lower.contains("b^o, certified") {
            assert_eq!(
                proven,
                Some(&lower),
                "{name}: {} against families.tsv",
                row.lower
            );
        }
        if let Some(&b) = proven {
            assert!(
                lower <= b && b <= found,
                "{name}: families.tsv's b^o is {b}"
            );
        }

        let stated = format!("{}: {named_time} → {found}", row.instance);
        assert!(
            literature.contains(&stated),
            "docs/literature.md lacks \"{stated}\""
        );
    }
    let stale: Vec<&String> = rows.keys().collect();
    assert!(stale.is_empty(), "README rows with no file: {stale:?}");
}

/// The plan file's note (how it was found).
fn check_note(path: &Path) -> String {
    let plan: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    plan["note"].as_str().unwrap_or_default().to_string()
}

/// `--search` writes the same plan twice, whose note states the value
/// `castlab check` recounts; it is refused, with its limits, where it
/// cannot apply.
#[test]
fn the_search_option_is_reproducible_and_refused_out_of_place() {
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_castlab"))
            .args(args)
            .stdin(Stdio::null())
            .output()
            .expect("castlab runs")
    };
    let query = "v=1&net=path&n=7&view=orderly";
    let args = ["eval", query, "--export", "ordering", "--search", "3000"];
    let (first, again) = (run(&args), run(&args));
    assert!(first.status.success(), "{first:?}");
    assert_eq!(first.stdout, again.stdout, "the same seed, the same plan");
    let dir = std::env::temp_dir().join(format!("castlab-search-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("path-7.ordering.json");
    std::fs::write(&file, &first.stdout).unwrap();
    let check = castlab(&["check", "--json", &file.to_string_lossy()]);
    let found = check["value"].as_u64().unwrap();
    assert!(check_note(&file).contains(&format!("b^Π(G) = {found} ")));
    let named = castlab(&["eval", query])["broadcast_time"]
        .as_u64()
        .unwrap();
    assert!(found <= named, "{found} > {named}");
    std::fs::remove_dir_all(&dir).unwrap();

    for (args, said) in [
        (
            vec!["eval", query, "--search", "10"],
            "go with --export ordering",
        ),
        (
            vec![
                "eval",
                "v=1&dims=4x4",
                "--export",
                "schedule",
                "--search",
                "10",
            ],
            "go with --export ordering",
        ),
        (
            vec!["eval", query, "--export", "ordering", "--search", "0"],
            "--search 0: expected a whole number from 1 to 1000000000",
        ),
        (
            vec![
                "eval",
                query,
                "--export",
                "ordering",
                "--search",
                "9",
                "--restarts",
                "5000",
            ],
            "--restarts 5000: expected a whole number from 1 to 1000",
        ),
    ] {
        let out = run(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(said), "{args:?}: {err}");
    }
}
