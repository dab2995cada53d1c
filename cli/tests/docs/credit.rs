//! Credit where it belongs: every author-year string castlab prints or
//! documents ("Name and Name YYYY", "Name et al. YYYY", "Name YYYY",
//! "Name's … YYYY") names one of the five papers, or a work one of them
//! cites, as it is cited there (the same surnames and year).

use super::read;

/// A work castlab may credit: the paper whose reference list cites it (or
/// the paper itself, reference 0), its reference number there, the authors'
/// surnames as printed, and the year printed (0 where none is printed).
struct Work {
    paper: &'static str,
    reference: u32,
    authors: &'static [&'static str],
    year: u32,
}

const fn work(
    paper: &'static str,
    reference: u32,
    authors: &'static [&'static str],
    year: u32,
) -> Work {
    Work {
        paper,
        reference,
        authors,
        year,
    }
}

/// The five papers (reference 0) and every entry of the reference lists
/// 001, 002, 003 and 004 print (000's text carries no reference list).
/// 001 prints no year of its own ("Received: November 20, 2005").
const WORKS: &[Work] = &[
    work("000", 0, &["Cang", "Wu"], 1998),
    work("001", 0, &["Fang", "Liang", "Chen", "Ng"], 0),
    work("002", 0, &["Cang", "Wu"], 2000),
    work("003", 0, &["Taslakian"], 2004),
    work("004", 0, &["Varvarigos"], 1998),
    // 001, "References".
    work("001", 1, &["Chen", "Duh"], 1994),
    work("001", 2, &["Chen", "Hwang", "Huang", "Su", "Duh"], 2001),
    work("001", 3, &["Fernandes"], 1992),
    work("001", 4, &["Fernandes", "Kanevsky"], 1993),
    work("001", 5, &["Fernandes", "Kanevsky"], 1993),
    work("001", 6, &["Johnsson", "Ho"], 1989),
    work("001", 7, &["Mahdaly", "Mouftah", "Hanna"], 1990),
    work("001", 8, &["Saad", "Schultz"], 1989),
    work("001", 9, &["Su", "Chen", "Duh"], 1997),
    work("001", 10, &["Vecchia", "Sanges"], 1987),
    work("001", 11, &["Vecchia", "Sanges"], 1988),
    work("001", 12, &["Verdoscia", "Vaccaro"], 1999),
    work("001", 13, &["Wu", "Hsu"], 2002),
    work("001", 14, &["Wu", "Fernandez"], 1993),
    // 002, "References".
    work("002", 1, &["Cang", "Wu"], 1998),
    work("002", 2, &["Dally"], 1989),
    work("002", 3, &["Duato", "Yalmanchili", "Ni"], 1997),
    work("002", 4, &["Johnsson", "Ho"], 1989),
    work("002", 5, &["Koeninger", "Furtney", "Walker"], 1994),
    work("002", 6, &["Lamport", "Shostak", "Pease"], 1992),
    work("002", 7, &["Lillevik"], 1991),
    work("002", 8, &["Lin", "Ni"], 1993),
    work("002", 9, &["Message Passing Interface Forum"], 1994),
    work("002", 10, &["Nelson", "Snyder"], 1987),
    work("002", 11, &["Panda"], 1995),
    work("002", 12, &["Park", "Choi", "Nupairoj", "Ni"], 1996),
    work("002", 13, &["Ramanathan", "Shin", "Butler"], 1990),
    work("002", 14, &["Seitz"], 1988),
    work("002", 15, &["Suh", "Yalamanchili"], 1998),
    work(
        "002",
        16,
        &["Sundar", "Jayasimha", "Panda", "Sadayappan"],
        1994,
    ),
    work("002", 17, &["Tsai", "McKinley"], 1996),
    work("002", 18, &["Wang", "Tseng"], 0),
    work("002", 19, &["Wojciechowska"], 1997),
    // 003, "Bibliography".
    work(
        "003",
        1,
        &["Ahlswede", "Gargano", "Haroutunian", "Khachatrian"],
        1996,
    ),
    work("003", 2, &["Ahlswede", "Haroutunian", "Khachatrian"], 1994),
    work("003", 3, &["Bermond", "Fraigniaud", "Peters"], 1995),
    work("003", 4, &["Bermond", "Hell", "Liestman"], 1992),
    work("003", 5, &["Chau", "Liestman"], 1985),
    work("003", 6, &["Chen"], 1990),
    work("003", 7, &["Chinn", "Hedetniemi", "Mitchell"], 1979),
    work("003", 8, &["Cockayne", "Hedetniemi"], 1978),
    work("003", 9, &["Comellas", "Harutyunyan", "Liestman"], 2003),
    work("003", 10, &["Diks", "Pelc"], 1995),
    work("003", 11, &["Diks", "Pelc"], 1996),
    work("003", 12, &["Farley"], 1980),
    work(
        "003",
        13,
        &["Farley", "Hedetniemi", "Mitchell", "Proskurowski"],
        1979,
    ),
    work("003", 14, &["Farley", "Proskurowski"], 1981),
    work("003", 15, &["Farley"], 1979),
    work("003", 16, &["Farley", "Hedetniemi"], 1978),
    work("003", 17, &["Fraigniaud", "Lazard"], 1994),
    work("003", 18, &["Grigni", "Peleg"], 1991),
    work("003", 19, &["Hart", "Harutyunyan"], 2002),
    work("003", 20, &["Hart", "Harutyunyan"], 2002),
    work("003", 21, &["Harutyunyan"], 0),
    work("003", 22, &["Harutyunyan"], 2000),
    work("003", 23, &["Harutyunyan", "Liestman"], 1998),
    work("003", 24, &["Harutyunyan", "Liestman"], 2001),
    work("003", 25, &["Harutyunyan", "Liestman"], 2001),
    work("003", 26, &["Harutyunyan", "Liestman", "Shermer"], 1999),
    work("003", 27, &["Harutyunyan", "Shao"], 2003),
    work("003", 28, &["Hedetniemi", "Hedetniemi", "Liestman"], 1988),
    work("003", 29, &["Hromovic", "Klasig", "Monien", "Peine"], 1996),
    work("003", 30, &["König", "Lazard"], 1994),
    work("003", 31, &["Labahn"], 1994),
    work("003", 32, &["Lee", "Ventura"], 2001),
    work("003", 33, &["Liestman"], 1981),
    work("003", 34, &["Liestman"], 1985),
    work("003", 35, &["Liestman", "Opatrny", "Zaragoza"], 1998),
    work("003", 36, &["Maheo", "Sacle"], 1994),
    work("003", 37, &[], 1997),
    work("003", 38, &["Sacle"], 1996),
    work("003", 39, &["Slater", "Cockayne", "Hedetniemi"], 1981),
    work("003", 40, &["Xu"], 2003),
    // 004, "References".
    work("004", 1, &["Bertsekas", "Tsitsiklis"], 1989),
    work(
        "004",
        2,
        &["Bertsekas", "Ozveren", "Stamoulis", "Tseng", "Tsitsiklis"],
        1991,
    ),
    work("004", 3, &["Brassil"], 1991),
    work("004", 4, &["Dally"], 1990),
    work("004", 5, &["Edelman"], 1991),
    work("004", 6, &["Fraigniaud"], 1992),
    work("004", 7, &["Greenberg", "Goodman"], 1993),
    work("004", 8, &["Johnsson", "Ho"], 1989),
    work("004", 9, &["Khasnabish"], 1989),
    work("004", 10, &["Maxemchuk"], 1987),
    work("004", 11, &["Maxemchuk"], 1989),
    work("004", 12, &["Rose"], 1992),
    work("004", 13, &["Saad", "Schultz"], 1989),
    work("004", 14, &["Saad", "Schultz"], 1989),
    work("004", 15, &["Varvarigos", "Bertsekas"], 1992),
    work("004", 16, &["Varvarigos", "Bertsekas"], 1993),
];

/// Capitalised words before a year that are not authors: months and the
/// names of standards ("May 2004", "SCORM 2004", "RFC 1951").
const NOT_AUTHORS: &[&str] = &[
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
    "SCORM",
    "RFC",
];

/// An author-year string found in a text: the surnames it names ("et al."
/// leaves the list open) and the year.
#[derive(Debug, PartialEq, Eq)]
pub struct Credit {
    pub authors: Vec<String>,
    pub et_al: bool,
    pub year: u32,
}

fn is_surname(word: &str) -> bool {
    let mut chars = word.chars();
    chars.next().is_some_and(char::is_uppercase)
        && chars.all(|c| c.is_alphabetic() || c == '-')
        && !NOT_AUTHORS.contains(&word)
}

fn year_of(token: &str) -> Option<u32> {
    let t = token.trim_matches(|c: char| !c.is_ascii_digit());
    let inner = token.trim_start_matches(['(', '[']);
    let y: u32 = t.parse().ok()?;
    (t.len() == 4 && inner.starts_with(t) && (1900..2100).contains(&y)).then_some(y)
}

/// The authors named just before `words[end]` (exclusive), walking back
/// over "A, B and C", "A and B", "A et al." and "A".
fn authors_before(words: &[&str], end: usize) -> Option<(Vec<String>, bool)> {
    let mut k = end;
    let mut et_al = false;
    if k >= 2 && words[k - 1].trim_end_matches(',') == "al." && words[k - 2] == "et" {
        et_al = true;
        k -= 2;
    }
    let clean = |w: &str| {
        w.trim_end_matches([',', ')', '"'])
            .trim_start_matches(['(', '"'])
            .to_string()
    };
    let last = clean(words.get(k.checked_sub(1)?).copied()?);
    let last = last.strip_suffix("'s").unwrap_or(&last).to_string();
    if !is_surname(&last) {
        return None;
    }
    let mut names = vec![last];
    k -= 1;
    while k >= 1 {
        let joiner = words[k - 1];
        let before = if k >= 2 {
            clean(words[k - 2])
        } else {
            String::new()
        };
        if (joiner == "and" || joiner == "&") && is_surname(&before) {
            names.insert(0, before);
            k -= 2;
        } else if words[k - 1].ends_with(',') && is_surname(&clean(words[k - 1])) && !et_al {
            names.insert(0, clean(words[k - 1]));
            k -= 1;
        } else {
            break;
        }
    }
    Some((names, et_al))
}

/// Every author-year string of `text`: a year right after the authors
/// ("Cang and Wu 1998", "Fang et al. (2006)"), or within the same clause
/// after a possessive ("Chen and Duh's broadcast, 1994").
pub fn credits(text: &str) -> Vec<Credit> {
    let flat = text.replace("\\\n", " ");
    let words: Vec<&str> = flat.split_whitespace().collect();
    let mut out = Vec::new();
    for (i, w) in words.iter().enumerate() {
        let Some(year) = year_of(w) else { continue };
        if let Some((authors, et_al)) = authors_before(&words, i) {
            out.push(Credit {
                authors,
                et_al,
                year,
            });
            continue;
        }
        // "Name's … YYYY": a possessive up to eight words back, in the
        // same clause.
        for back in 1..=8.min(i) {
            let candidate = words[i - back];
            if candidate.ends_with(['.', ';', ':']) && back > 1 {
                break;
            }
            if candidate.ends_with("'s") {
                if let Some((authors, et_al)) = authors_before(&words, i - back + 1) {
                    out.push(Credit {
                        authors,
                        et_al,
                        year,
                    });
                }
                break;
            }
        }
    }
    out
}

/// The work `credit` names, if it is one of [`WORKS`].
fn credited(credit: &Credit) -> Option<&'static Work> {
    WORKS.iter().find(|w| {
        let names: Vec<&str> = credit.authors.iter().map(String::as_str).collect();
        let authors_match = if credit.et_al {
            w.authors.len() >= 3.max(names.len()) && w.authors[..names.len()] == names[..]
        } else {
            w.authors == names.as_slice()
        };
        authors_match && w.year == credit.year
    })
}

/// The files whose words castlab prints or documents.
fn texts() -> Vec<(String, String)> {
    fn walk(root: &std::path::Path, dir: &std::path::Path, out: &mut Vec<(String, String)>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            if path.is_dir() {
                if !name.ends_with("target") {
                    walk(root, &path, out);
                }
            } else if ["rs", "md", "tsv", "toml", "json", "html", "ftl"]
                .iter()
                .any(|e| path.extension().is_some_and(|x| x == *e))
                // This file plants failures of its own.
                && !name.ends_with("tests/docs/credit.rs")
            {
                out.push((name, std::fs::read_to_string(&path).unwrap_or_default()));
            }
        }
    }
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out = Vec::new();
    // The English resources hold the sentences the code once did; the
    // translations cite as English does (the tidy test keeps them alike).
    for dir in ["core", "cli", "web/src", "docs", "locales/en"] {
        walk(&root, &root.join(dir), &mut out);
    }
    out.push(("README.md".into(), read("README.md")));
    out
}

#[test]
fn every_author_year_names_a_paper_or_a_work_it_cites() {
    let mut wrong = Vec::new();
    let mut found = 0;
    for (file, text) in texts() {
        for credit in credits(&text) {
            found += 1;
            if credited(&credit).is_none() {
                wrong.push(format!("{file}: {credit:?}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "author-years that name neither one of the five papers nor a work \
         their reference lists cite:\n{}",
        wrong.join("\n")
    );
    // Every entry names its paper and a place in its list.
    assert!(
        WORKS
            .iter()
            .all(|w| castlab_core::papers::paper(w.paper).is_some() && w.reference <= 40)
    );
    // The papers' own short names are among them.
    assert!(found >= 40, "only {found} author-years found");
}

#[test]
fn the_credit_reader_finds_each_form() {
    let names = |text: &str| -> Vec<(String, bool)> {
        credits(text)
            .into_iter()
            .map(|c| {
                (
                    format!("{} {}", c.authors.join("+"), c.year),
                    credited(&c).is_some(),
                )
            })
            .collect()
    };
    assert_eq!(
        names("shortest routing (Chung and Agrawal 1995)"),
        [("Chung+Agrawal 1995".into(), false)]
    );
    assert_eq!(
        names("Algorithm 1 (Cang and Wu 1998), Π (Taslakian 2004)"),
        [
            ("Cang+Wu 1998".into(), true),
            ("Taslakian 2004".into(), true)
        ]
    );
    assert_eq!(
        names("Farley et al. 1979 and Diks et al. 1996"),
        [("Farley 1979".into(), true), ("Diks 1996".into(), false)]
    );
    assert_eq!(
        names("(Crawford, Ginsberg, Luks and Roy's lex-leader constraints, 1996)"),
        [("Crawford+Ginsberg+Luks+Roy 1996".into(), false)]
    );
    assert_eq!(
        names("Chen and Duh's stack broadcast (1994)"),
        [("Chen+Duh 1994".into(), true)]
    );
    // Dates and standards are not credits.
    assert!(names("Montréal, May 2004, SCORM 2004, RFC 1951, B.V., 1998").is_empty());
}
