//! `castlab package`: the SCORM manifest checked element by element
//! against what SCORM's Content Aggregation Model requires (no registry
//! publishes its schemas), every file of the zip listed, the same bytes
//! for the same inputs, and every bad input refused by name.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn castlab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_castlab"))
        .args(args)
        .output()
        .expect("castlab runs")
}

/// A stand-in for a built site: the two files the packager needs and one
/// in a folder (their contents are not read).
fn site(dir: &Path) -> PathBuf {
    let site = dir.join("site");
    fs::create_dir_all(site.join("assets")).unwrap();
    for (name, text) in [
        ("index.html", "<!doctype html>"),
        ("embed-host.js", "// host"),
        ("assets/app.wasm", "\0asm"),
    ] {
        fs::write(site.join(name), text).unwrap();
    }
    site
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("castlab-package-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

const LINKS: [&str; 2] = [
    "v=1&dims=4x4&src=1,2&ask=hops",
    "v=1&net=torus&dims=5x5&view=orderly&ask=build&seed=3",
];

/// The zip's entries, by name.
fn entries(zip: &Path) -> Vec<(String, Vec<u8>)> {
    let mut archive = zip::ZipArchive::new(fs::File::open(zip).unwrap()).unwrap();
    (0..archive.len())
        .map(|i| {
            let mut f = archive.by_index(i).unwrap();
            let mut bytes = Vec::new();
            f.read_to_end(&mut bytes).unwrap();
            (f.name().to_string(), bytes)
        })
        .collect()
}

#[test]
fn the_manifest_has_every_element_scorm_requires_and_lists_every_file() {
    let dir = temp("manifest");
    let site = site(&dir);
    for (flag, cp, adlcp, version, scorm_type) in [
        (
            None,
            "http://www.imsglobal.org/xsd/imscp_v1p1",
            "http://www.adlnet.org/xsd/adlcp_v1p3",
            "2004 4th Edition",
            "scormType",
        ),
        (
            Some("--scorm12"),
            "http://www.imsproject.org/xsd/imscp_rootv1p1p2",
            "http://www.adlnet.org/xsd/adlcp_rootv1p2",
            "1.2",
            "scormtype",
        ),
    ] {
        let zip = dir.join("p.zip");
        let mut args = vec![
            "package",
            "--site",
            site.to_str().unwrap(),
            "--output",
            zip.to_str().unwrap(),
            "--title",
            "Week 6 & <7>",
        ];
        args.extend(flag);
        args.extend(LINKS);
        let out = castlab(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let files = entries(&zip);
        let text = String::from_utf8(files[0].1.clone()).unwrap();
        assert_eq!(files[0].0, "imsmanifest.xml");
        let doc = roxmltree::Document::parse(&text).expect("well-formed XML");
        let root = doc.root_element();
        fn child<'a, 'i>(
            n: roxmltree::Node<'a, 'i>,
            cp: &str,
            name: &str,
        ) -> roxmltree::Node<'a, 'i> {
            n.children()
                .find(|c| c.has_tag_name((cp, name)))
                .unwrap_or_else(|| panic!("<{name}> in <{}>", n.tag_name().name()))
        }
        let child = |n, name| child(n, cp, name);
        assert!(root.has_tag_name((cp, "manifest")));
        assert!(root.attribute("identifier").is_some_and(|v| !v.is_empty()));
        let metadata = child(root, "metadata");
        assert_eq!(child(metadata, "schema").text(), Some("ADL SCORM"));
        assert_eq!(child(metadata, "schemaversion").text(), Some(version));
        let organizations = child(root, "organizations");
        let organization = child(organizations, "organization");
        assert_eq!(
            organizations.attribute("default"),
            organization.attribute("identifier")
        );
        assert_eq!(child(organization, "title").text(), Some("Week 6 & <7>"));
        let item = child(organization, "item");
        let resource = child(child(root, "resources"), "resource");
        assert_eq!(
            item.attribute("identifierref"),
            resource.attribute("identifier")
        );
        assert_eq!(resource.attribute("type"), Some("webcontent"));
        assert_eq!(resource.attribute((adlcp, scorm_type)), Some("sco"));
        assert_eq!(resource.attribute("href"), Some("launch.html"));
        // Every file of the package is listed, and only those.
        let listed: Vec<&str> = resource
            .children()
            .filter(|c| c.has_tag_name((cp, "file")))
            .filter_map(|f| f.attribute("href"))
            .collect();
        let mut zipped: Vec<&str> = files[1..].iter().map(|(n, _)| n.as_str()).collect();
        let mut sorted = listed.clone();
        sorted.sort_unstable();
        zipped.sort_unstable();
        assert_eq!(sorted, zipped);
        for needed in [
            "launch.html",
            "launch.js",
            "castlab/index.html",
            "castlab/embed-host.js",
            "castlab/assets/app.wasm",
        ] {
            assert!(listed.contains(&needed), "{needed}");
        }
        // The launch page carries each link as castlab writes it.
        let launch = files.iter().find(|(n, _)| n == "launch.html").unwrap();
        let launch = String::from_utf8(launch.1.clone()).unwrap();
        for link in [
            "v=1&dims=4x4&src=1,2&ask=hops",
            "v=1&net=torus&dims=5x5&view=orderly&seed=3&ask=build",
        ] {
            assert!(
                launch.contains(&format!("\"link\":\"{link}\"")),
                "{link}: {launch}"
            );
        }
        // The same inputs give the same bytes.
        let first = fs::read(&zip).unwrap();
        assert!(castlab(&args).status.success());
        assert_eq!(fs::read(&zip).unwrap(), first);
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_inputs_are_refused_by_name() {
    let dir = temp("refused");
    let site = site(&dir);
    let (s, o) = (site.to_str().unwrap(), dir.join("x.zip"));
    let o = o.to_str().unwrap();
    let many: Vec<String> = (0..51).map(|i| format!("v=1&ask=hops&seed={i}")).collect();
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec!["package", "--site", s, "--output", o, "v=1"],
            "'v=1' asks no question",
        ),
        (
            vec![
                "package",
                "--site",
                s,
                "--output",
                o,
                "v=1&dims=3x3&ask=hops",
            ],
            "dims=3x3",
        ),
        (
            vec![
                "package",
                "--site",
                s,
                "--output",
                o,
                "v=1&ask=hops&pass=0.5",
                "v=1&ask=least",
            ],
            "pass= differs",
        ),
        (
            vec![
                "package",
                "--site",
                "/nonexistent",
                "--output",
                o,
                "v=1&ask=hops",
            ],
            "no index.html",
        ),
        (
            vec!["package", "--output", o, "v=1&ask=hops"],
            "--site DIR is required",
        ),
        (
            vec!["package", "--site", s, "v=1&ask=hops"],
            "--output FILE is required",
        ),
        (
            vec!["package", "--site", s, "--output", o],
            "no exercise link",
        ),
        (
            ["package", "--site", s, "--output", o]
                .into_iter()
                .chain(many.iter().map(String::as_str))
                .collect(),
            "at most 50",
        ),
    ];
    for (args, said) in cases {
        let out = castlab(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(said), "{args:?}: {stderr}");
    }
    assert!(!Path::new(o).exists());
    fs::remove_dir_all(&dir).unwrap();
}

/// cmi5's course structure (cmi5 §13.1): a course with an id, a title and
/// a description in langstrings, and an AU with an id, title, description,
/// url, a moveOn cmi5 names, a masteryScore from 0 to 1 (the links'
/// pass=) and a launchMethod; the AU's url is a file of the package.
#[test]
fn the_cmi5_course_structure_has_every_element_cmi5_requires() {
    let dir = temp("cmi5");
    let site = site(&dir);
    let zip = dir.join("c.zip");
    let out = castlab(&[
        "package",
        "--cmi5",
        "--site",
        site.to_str().unwrap(),
        "--output",
        zip.to_str().unwrap(),
        "v=1&dims=4x4&src=1,2&ask=hops&pass=0.8",
        "v=1&ask=least&pass=0.8",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let files = entries(&zip);
    assert_eq!(files[0].0, "cmi5.xml");
    let text = String::from_utf8(files[0].1.clone()).unwrap();
    let doc = roxmltree::Document::parse(&text).expect("well-formed XML");
    let ns = "https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd";
    let root = doc.root_element();
    assert!(root.has_tag_name((ns, "courseStructure")));
    fn element<'a, 'i>(parent: roxmltree::Node<'a, 'i>, name: &str) -> roxmltree::Node<'a, 'i> {
        let ns = "https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd";
        parent
            .children()
            .find(|c| c.has_tag_name((ns, name)))
            .unwrap_or_else(|| panic!("<{name}>"))
    }
    let langstring = |parent: roxmltree::Node, name: &str| {
        let s = element(element(parent, name), "langstring");
        assert!(s.attribute("lang").is_some_and(|l| !l.is_empty()));
        s.text().unwrap_or_default().to_string()
    };
    let course = element(root, "course");
    let au = element(root, "au");
    for node in [course, au] {
        assert!(
            node.attribute("id")
                .is_some_and(|id| id.starts_with("urn:castlab:"))
        );
        assert!(!langstring(node, "title").is_empty());
        assert!(!langstring(node, "description").is_empty());
    }
    assert_ne!(course.attribute("id"), au.attribute("id"));
    let moves = [
        "Passed",
        "Completed",
        "CompletedAndPassed",
        "CompletedOrPassed",
        "NotApplicable",
    ];
    assert!(moves.contains(&au.attribute("moveOn").unwrap()));
    assert_eq!(au.attribute("masteryScore"), Some("0.8"));
    assert!(["AnyWindow", "OwnWindow"].contains(&au.attribute("launchMethod").unwrap()));
    let url = element(au, "url").text().unwrap();
    assert!(files.iter().any(|(n, _)| n == url), "{url}");
    // No SCORM manifest in a cmi5 package: cmi5.xml describes it.
    assert!(!files.iter().any(|(n, _)| n == "imsmanifest.xml"));
    fs::remove_dir_all(&dir).unwrap();
}

/// Every address inside a package names a file of the package: an LMS
/// serves a package's files from its file store by path, with no folder
/// index, so a folder's address ("castlab/") is a 404 there. Checked for
/// each kind, made from links and as a template: the launch page's src
/// and href values, the address exercises.js frames each exercise at, the
/// manifest's hrefs (and cmi5.xml's url, checked above).
#[test]
fn every_address_in_a_package_names_one_of_its_files() {
    let dir = temp("files");
    let site = site(&dir);
    let zip = dir.join("p.zip");
    for flags in [
        vec![],
        vec!["--scorm12"],
        vec!["--cmi5"],
        vec!["--template"],
        vec!["--scorm12", "--template"],
        vec!["--cmi5", "--template"],
    ] {
        let mut args = vec![
            "package",
            "--site",
            site.to_str().unwrap(),
            "--output",
            zip.to_str().unwrap(),
        ];
        args.extend(&flags);
        if !flags.contains(&"--template") {
            args.extend(LINKS);
        }
        let out = castlab(&args);
        assert!(out.status.success(), "{flags:?}");
        let files = entries(&zip);
        let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
        let text = |name: &str| {
            let (_, bytes) = files.iter().find(|(n, _)| n == name).unwrap();
            String::from_utf8(bytes.clone()).unwrap()
        };
        let mut addresses = Vec::new();
        for (file, attribute) in [
            ("launch.html", "src=\""),
            ("launch.html", "href=\""),
            ("imsmanifest.xml", "href=\""),
            // The frame of each exercise: `frame.src = '<address>?' + …`.
            ("exercises.js", "frame.src = '"),
        ] {
            if !names.contains(&file) {
                continue;
            }
            let body = text(file);
            for (at, _) in body.match_indices(attribute) {
                let value: String = body[at + attribute.len()..]
                    .chars()
                    .take_while(|&c| !matches!(c, '"' | '\'' | '?' | '#'))
                    .collect();
                if !value.starts_with("data:") {
                    addresses.push((file, value));
                }
            }
        }
        assert!(
            addresses
                .iter()
                .any(|(f, a)| *f == "exercises.js" && a == "castlab/index.html"),
            "{addresses:?}"
        );
        for (file, address) in &addresses {
            assert!(
                names.contains(&address.as_str()),
                "{flags:?}: {file} names {address:?}, which is no file of the package"
            );
        }
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// A classical schedule built by hand (`ask=build` on view=classical) on
/// Q_3, BF(3) and a mesh is packaged like the other questions, and the
/// package's own files (the manifest, the launch page and its script)
/// carry the links and nothing the evaluation computes: no schedule, no
/// per-originator map, no b(u) beyond the numbers the links write.
#[test]
fn a_classical_build_exercise_is_packaged_without_its_answer() {
    let dir = temp("classical-build");
    let site = site(&dir);
    // As castlab writes them (the families' default view is classical).
    let links = [
        "v=1&net=cube&m=3&src=101&ask=build",
        "v=1&net=butterfly&ask=build",
        "v=1&dims=5x3&view=classical&ask=build",
    ];
    // b(u) from each link's report (castlab eval), to look for.
    let secret = |link: &str| -> u64 {
        let out = castlab(&["eval", link]);
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["exercise"]["expect"], "plan", "{link}");
        v["models"]["classical"].as_u64().unwrap()
    };
    let zip = dir.join("p.zip");
    let mut args = vec![
        "package",
        "--site",
        site.to_str().unwrap(),
        "--output",
        zip.to_str().unwrap(),
    ];
    args.extend(links);
    let out = castlab(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let files = entries(&zip);
    let own: Vec<String> = files
        .iter()
        .filter(|(n, _)| !n.starts_with("castlab/"))
        .map(|(_, b)| String::from_utf8(b.clone()).unwrap())
        .collect();
    let launch = files.iter().find(|(n, _)| n == "launch.html").unwrap();
    let launch = String::from_utf8(launch.1.clone()).unwrap();
    for link in links {
        assert!(launch.contains(link), "{link}");
    }
    for text in &own {
        for key in [
            "\"calls\"",
            "\"rounds\"",
            "\"per_originator\"",
            "\"arrival\"",
        ] {
            assert!(!text.contains(key), "{key} in the package");
        }
    }
    // b(u) on the mesh (from (0, 0): 4 + 2 = 6 at least, its eccentricity)
    // is no number the launch page writes outside the links.
    let b = secret(links[2]);
    assert!(b >= 6, "{b}");
    let mut rest = launch.clone();
    for link in links {
        rest = rest.replace(link, "");
    }
    let b = b.to_string();
    assert!(
        !rest.split(|c: char| !c.is_ascii_digit()).any(|n| n == b),
        "{b} in the launch page"
    );
    for link in &links[..2] {
        secret(link);
    }
    fs::remove_dir_all(&dir).unwrap();
}
