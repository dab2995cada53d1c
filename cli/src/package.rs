//! `castlab package`: exercise links as a package an LMS imports. A SCORM
//! 2004 4th edition zip (or SCORM 1.2 with `--scorm12`): `imsmanifest.xml`,
//! a launch page that finds the LMS's SCORM runtime and reports each answer
//! (`package/launch.js`), and the site under `castlab/`, which the launch
//! page embeds (`package/scorm-values.js`: each value in its SCORM version's types;
//! every address in the package names a file). With `--cmi5`: `cmi5.xml` and a cmi5 assignable unit
//! (`package/cmi5.js`) that sends the answers to the LMS's record store. The site is a built one (`cargo xtask dist`, or a release
//! archive unpacked), named by `--site`.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use castlab_core::permalink;
use castlab_l10n::Words;
use lexopt::prelude::*;
use zip::write::SimpleFileOptions;

use crate::words::{tr, tr_args};
use crate::{Failure, print, text};

mod words;

/// `castlab package --help` (locales/*/package.ftl; Fluent drops the last
/// newline).
pub(crate) fn help() -> String {
    tr("package-help") + "\n"
}

/// A template's `exercises.txt`: how to fill it (`#` lines, in the
/// package's language), and two links to start.
fn template_links(package: &Words) -> String {
    let how: String = package
        .tr("package-template-how")
        .lines()
        .map(|line| format!("# {line}\n"))
        .collect();
    format!("{how}v=1&dims=4x4&src=1,2&ask=hops&pass=0.8\nv=1&dims=32x32&ask=least&pass=0.8\n")
}

/// Most exercises in one package (a page of embeds a student can work).
const MAX_EXERCISES: usize = 50;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Scorm2004,
    Scorm12,
    Cmi5,
}

struct Options {
    site: PathBuf,
    output: PathBuf,
    /// `--title`, else the package's words' default.
    title: Option<String>,
    kind: Kind,
    links: Vec<String>,
    /// `--template`: no links; the package reads its `exercises.txt`.
    template: bool,
}

/// An exercise as the launch page takes it: its canonical link and ask.
struct Exercise {
    link: String,
    ask: String,
}

fn options(mut args: lexopt::Parser) -> Result<Option<Options>, Failure> {
    let usage = |e: lexopt::Error| Failure::usage("package", e);
    let (mut site, mut output, mut title) = (None, None, None);
    let (mut kind, mut links, mut template) = (Kind::Scorm2004, Vec::new(), false);
    while let Some(arg) = args.next().map_err(usage)? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("site") => site = Some(PathBuf::from(args.value().map_err(usage)?)),
            Long("output") | Short('o') => {
                output = Some(PathBuf::from(args.value().map_err(usage)?));
            }
            Long("title") => title = Some(text(args.value().map_err(usage)?, "package")?),
            Long("scorm12") => kind = Kind::Scorm12,
            Long("scorm") => kind = Kind::Scorm2004,
            Long("cmi5") => kind = Kind::Cmi5,
            Long("template") => template = true,
            Value(v) => links.push(text(v, "package")?),
            other => return Err(usage(other.unexpected())),
        }
    }
    let need = |what: &str| {
        Failure::usage(
            "package",
            tr_args("package-required", &[("option", what.into())]),
        )
    };
    if template && !links.is_empty() {
        return Err(Failure::usage(
            "package",
            tr("package-template-takes-no-links"),
        ));
    }
    if links.is_empty() && !template {
        return Err(Failure::usage("package", tr("package-no-link-given")));
    }
    if links.len() > MAX_EXERCISES {
        return Err(Failure::usage(
            "package",
            tr_args(
                "package-too-many",
                &[("count", links.len().into()), ("max", MAX_EXERCISES.into())],
            ),
        ));
    }
    Ok(Some(Options {
        site: site.ok_or_else(|| need("--site DIR"))?,
        output: output.ok_or_else(|| need("--output FILE"))?,
        title,
        kind,
        links,
        template,
    }))
}

/// The exercises, the threshold (`pass=` in tenths) and the language
/// the links ask for (`locale=`), one for the package.
struct Links {
    exercises: Vec<Exercise>,
    pass: u32,
    locale: Option<String>,
}

/// Each link parsed: refused unless it asks a question and every value is
/// usable, so a package never carries a question other than the one meant.
fn exercises(links: &[String]) -> Result<Links, Failure> {
    let mut out = Vec::new();
    let mut pass = None;
    let mut locale: Option<Option<String>> = None;
    let refuse = |said: String| Failure::usage("package", said);
    for link in links {
        let parsed = permalink::parse(link.trim_start_matches('?'));
        if let Some(e) = parsed.errors.first() {
            let why = crate::words::text(&e.text());
            return Err(Failure::usage(
                "package",
                tr_args(
                    "package-link-refused",
                    &[("link", link.as_str().into()), ("why", why.into())],
                ),
            ));
        }
        let q = parsed.query;
        let Some(ask) = q.show.ask else {
            return Err(refuse(tr_args(
                "package-asks-no-question",
                &[("link", link.as_str().into())],
            )));
        };
        if *pass.get_or_insert(q.show.pass_tenths) != q.show.pass_tenths {
            return Err(refuse(tr_args(
                "package-pass-differs",
                &[("link", link.as_str().into())],
            )));
        }
        if *locale.get_or_insert_with(|| q.locale.clone()) != q.locale {
            return Err(refuse(tr_args(
                "package-locale-differs",
                &[("link", link.as_str().into())],
            )));
        }
        let mut shown = q.full_app();
        shown.step = None;
        out.push(Exercise {
            link: shown.to_permalink(),
            ask: ask.to_string(),
        });
    }
    Ok(Links {
        exercises: out,
        pass: pass.unwrap_or(10),
        locale: locale.flatten(),
    })
}

/// The package's language: its links' `locale=` where castlab has words
/// in it, else `command` (the CLI's `--locale`), else English, never the
/// environment's LANG: the lecturer chooses the students' language, and
/// the same command gives the same zip on every machine. The launch page
/// then asks its embeds for it too (`exercises.js`), so page and embeds
/// agree.
fn package_locale(links: &Links, command: Option<&'static str>) -> &'static str {
    let asked = links.locale.as_deref().and_then(castlab_l10n::serving);
    asked.or(command).unwrap_or(castlab_l10n::FALLBACK)
}

/// Whether a site of `files` (`files_under`) has `locale`'s words for its
/// pages: `locales/<tag>-<hash>.ftl` as the build names it, or a
/// translator's `locales/<tag>.ftl`. English is in every site (one built
/// before the words left the module has no `locales/`, and speaks only it).
fn speaks(files: &[String], locale: &str) -> bool {
    locale == castlab_l10n::FALLBACK
        || files.iter().any(|f| {
            f.strip_prefix("locales/")
                .and_then(|name| name.strip_suffix(".ftl"))
                .and_then(|name| name.strip_prefix(locale))
                .is_some_and(|rest| {
                    rest.is_empty()
                        || rest.strip_prefix('-').is_some_and(|hash| {
                            !hash.is_empty() && hash.bytes().all(|b| b.is_ascii_hexdigit())
                        })
                })
        })
}

/// `text` for XML character data and attribute values.
fn xml(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

/// A stable IRI for the package's course or AU: the same links give the
/// same id (FNV-1a over them), so a re-import is the same course.
fn package_iri(what: &str, links: &[Exercise]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in links.iter().flat_map(|e| e.link.bytes().chain([b'\n'])) {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("urn:castlab:{what}:{hash:016x}")
}

/// cmi5's course structure: the course and its one assignable unit, the
/// launch page, passed at `pass=` (`masteryScore`).
fn course_structure(
    title: &str,
    exercises: &[Exercise],
    pass_tenths: Option<u32>,
    package: &Words,
) -> String {
    let title = xml(title);
    let about = xml(&package.tr_args(
        "package-course-description",
        &[("count", exercises.len().into())],
    ));
    let lang = words::language_key(package.locale());
    let (course, au) = (
        package_iri("course", exercises),
        package_iri("au", exercises),
    );
    // A template's threshold is its first link's pass=, read by the AU.
    let mastery = pass_tenths.map_or(String::new(), |p| {
        format!(" masteryScore=\"{}.{}\"", p / 10, p % 10)
    });
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="{course}">
    <title><langstring lang="{lang}">{title}</langstring></title>
    <description><langstring lang="{lang}">{about}</langstring></description>
  </course>
  <au id="{au}" moveOn="CompletedAndPassed"{mastery} launchMethod="AnyWindow">
    <title><langstring lang="{lang}">{title}</langstring></title>
    <description><langstring lang="{lang}">{about}</langstring></description>
    <url>launch.html</url>
  </au>
</courseStructure>
"#
    )
}

/// The manifest: one organisation, one item, one SCO (the launch page)
/// listing every file of the package.
fn manifest(kind: Kind, title: &str, files: &[String]) -> String {
    let listed: String = files
        .iter()
        .map(|f| format!("      <file href=\"{}\"/>\n", xml(f)))
        .collect();
    let title = xml(title);
    // The two versions differ only in their namespaces, their version and
    // how they spell adlcp's scormType.
    let (namespaces, version, scorm_type) = match kind {
        Kind::Scorm2004 => (
            r#"xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd""#,
            "2004 4th Edition",
            "scormType",
        ),
        // cmi5 packages are described by cmi5.xml instead (`course_structure`).
        Kind::Scorm12 | Kind::Cmi5 => (
            r#"xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd""#,
            "1.2",
            "scormtype",
        ),
    };
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="castlab.package" version="1"
  {namespaces}>
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>{version}</schemaversion>
  </metadata>
  <organizations default="castlab.organization">
    <organization identifier="castlab.organization">
      <title>{title}</title>
      <item identifier="castlab.item" identifierref="castlab.sco">
        <title>{title}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="castlab.sco" type="webcontent" adlcp:{scorm_type}="sco" href="launch.html">
{listed}    </resource>
  </resources>
</manifest>
"#
    )
}

/// The launch page: the exercises' list as JSON (and, in another language
/// than English, the page's words; a template's page every language's,
/// for the links its exercises.txt will hold), the site's embed-host.js
/// and the SCORM bridge.
fn launch_page(
    kind: Kind,
    title: &str,
    exercises: Option<&[Exercise]>,
    pass_tenths: u32,
    package: &Words,
) -> String {
    // A template's page reads its links from exercises.txt (`null` here).
    let list: Option<Vec<serde_json::Value>> = exercises.map(|list| {
        list.iter()
            .map(|e| serde_json::json!({ "link": e.link, "ask": e.ask }))
            .collect()
    });
    let mut config = serde_json::json!({
        "scorm": match kind {
            Kind::Scorm2004 => "2004",
            Kind::Scorm12 => "1.2",
            Kind::Cmi5 => "cmi5",
        },
        "pass": f64::from(pass_tenths) / 10.0,
        "exercises": list,
    });
    let locale = package.locale();
    if locale != castlab_l10n::FALLBACK {
        config["locale"] = locale.into();
        config["words"] = words::page_words(package).into();
    }
    if exercises.is_none() {
        config["languages"] = words::every_language().into();
    }
    // `</` cannot end the script element early.
    let config = config.to_string().replace("</", "<\\/");
    let values = match kind {
        Kind::Scorm2004 | Kind::Scorm12 => "  <script src=\"scorm-values.js\"></script>\n",
        Kind::Cmi5 => "",
    };
    let title = xml(title);
    format!(
        r#"<!doctype html>
<html lang="{locale}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{title}</title>
  <link rel="icon" href="data:,">
  <style>
    body {{ font-family: system-ui, sans-serif; max-width: 60rem; margin: 1rem auto; padding: 0 1rem; }}
    .castlab-embed {{ position: relative; width: 100%; max-width: 720px; aspect-ratio: 4/3; margin: 1rem 0; }}
    .castlab-embed iframe {{ position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }}
    #castlab-recording, [role=alert] {{ border-left: 4px solid #b3261e; padding: 0.5rem 0.75rem; background: #fdf0ef; }}
  </style>
</head>
<body>
  <h1>{title}</h1>
  <p id="castlab-recording" role="alert" hidden></p>
  <div id="castlab-exercises"></div>
  <p><output id="castlab-status" aria-live="polite"></output></p>
  <script type="application/json" id="castlab-package">{config}</script>
  <script src="castlab/embed-host.js"></script>
  <script src="exercises.js"></script>
{values}  <script src="launch.js"></script>
</body>
</html>
"#
    )
}

/// Why a file or folder cannot be read, in the command's words.
fn cannot_read(path: &Path, why: &dyn std::fmt::Display) -> String {
    tr_args(
        "package-cannot-read",
        &[
            ("path", path.display().to_string().into()),
            ("why", why.to_string().into()),
        ],
    )
}

/// Every file under `dir`, as paths relative to it with `/`, sorted.
fn files_under(dir: &Path) -> Result<Vec<String>, Failure> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(at) = stack.pop() {
        let cannot = |e: std::io::Error| Failure::Runtime(cannot_read(&at, &e));
        let entries = fs::read_dir(&at).map_err(cannot)?;
        for entry in entries {
            let path = entry.map_err(cannot)?.path();
            if path.is_dir() {
                stack.push(path);
            } else if let Ok(rel) = path.strip_prefix(dir) {
                let parts: Vec<String> = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                out.push(parts.join("/"));
            }
        }
    }
    out.sort();
    Ok(out)
}

fn write_zip(o: &Options, entries: &[(String, Vec<u8>)]) -> Result<(), Failure> {
    let failed = |e: &dyn std::fmt::Display| {
        Failure::Runtime(tr_args(
            "package-cannot-write",
            &[
                ("path", o.output.display().to_string().into()),
                ("why", e.to_string().into()),
            ],
        ))
    };
    let file = fs::File::create(&o.output).map_err(|e| failed(&e))?;
    let mut zip = zip::ZipWriter::new(file);
    let deflated = SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        // The same bytes for the same inputs: no clock in the archive.
        .last_modified_time(zip::DateTime::default());
    for (name, bytes) in entries {
        zip.start_file(name.as_str(), deflated)
            .map_err(|e| failed(&e))?;
        zip.write_all(bytes).map_err(|e| failed(&e))?;
    }
    zip.finish().map_err(|e| failed(&e))?;
    Ok(())
}

pub(crate) fn run(args: lexopt::Parser) -> Result<ExitCode, Failure> {
    let Some(o) = options(args)? else {
        return print(&help());
    };
    let links = if o.template {
        Links {
            exercises: Vec::new(),
            pass: 10,
            locale: None,
        }
    } else {
        exercises(&o.links)?
    };
    let package = Words::embedded(package_locale(&links, crate::words::asked_locale()));
    let (exercises, pass) = (links.exercises, links.pass);
    let title = o
        .title
        .clone()
        .unwrap_or_else(|| package.tr("package-default-title"));
    for needed in ["index.html", "embed-host.js"] {
        if !o.site.join(needed).is_file() {
            return Err(Failure::usage(
                "package",
                tr_args(
                    "package-no-site",
                    &[
                        ("site", o.site.display().to_string().into()),
                        ("file", needed.into()),
                    ],
                ),
            ));
        }
    }
    let site_files = files_under(&o.site)?;
    if !speaks(&site_files, package.locale()) {
        return Err(Failure::usage(
            "package",
            tr_args(
                "package-no-locale",
                &[
                    ("site", o.site.display().to_string().into()),
                    ("locale", package.locale().into()),
                ],
            ),
        ));
    }
    let mut entries: Vec<(String, Vec<u8>)> = Vec::new();
    for rel in site_files {
        let path = o.site.join(&rel);
        let bytes = fs::read(&path).map_err(|e| Failure::Runtime(cannot_read(&path, &e)))?;
        entries.push((format!("castlab/{rel}"), bytes));
    }
    entries.push((
        "launch.html".into(),
        launch_page(
            o.kind,
            &title,
            (!o.template).then_some(exercises.as_slice()),
            pass,
            &package,
        )
        .into_bytes(),
    ));
    let bridge: &[u8] = match o.kind {
        Kind::Scorm2004 | Kind::Scorm12 => include_bytes!("package/launch.js"),
        Kind::Cmi5 => include_bytes!("package/cmi5.js"),
    };
    entries.push((
        "exercises.js".into(),
        include_bytes!("package/exercises.js").to_vec(),
    ));
    entries.push(("launch.js".into(), bridge.to_vec()));
    if o.kind != Kind::Cmi5 {
        entries.push((
            "scorm-values.js".into(),
            include_bytes!("package/scorm-values.js").to_vec(),
        ));
    }
    if o.template {
        entries.push((
            "exercises.txt".into(),
            template_links(&package).into_bytes(),
        ));
    }
    let names: Vec<String> = entries.iter().map(|(n, _)| n.clone()).collect();
    let (name, text) = match o.kind {
        Kind::Scorm2004 | Kind::Scorm12 => ("imsmanifest.xml", manifest(o.kind, &title, &names)),
        Kind::Cmi5 => (
            "cmi5.xml",
            course_structure(&title, &exercises, (!o.template).then_some(pass), &package),
        ),
    };
    entries.insert(0, (name.into(), text.into_bytes()));
    write_zip(&o, &entries)?;
    eprintln!(
        "{}",
        tr_args(
            "package-wrote",
            &[
                ("path", o.output.display().to_string().into()),
                ("count", exercises.len().into()),
                ("files", entries.len().into()),
            ],
        )
    );
    Ok(ExitCode::SUCCESS)
}
