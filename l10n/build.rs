//! Lists the locales (every folder of `locales/`) and, for the `embed`
//! feature, their resources, so a lecturer's new folder needs no Rust.

use std::{env, fs, path::Path};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut locales: Vec<(String, Vec<String>)> = Vec::new();
    for entry in fs::read_dir(&root).expect("locales/ exists").flatten() {
        let path = entry.path();
        if !path.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", path.display());
        let mut files: Vec<String> = fs::read_dir(&path)
            .expect("a locale folder reads")
            .flatten()
            .map(|f| f.path())
            .filter(|f| f.extension().is_some_and(|e| e == "ftl"))
            .map(|f| {
                f.canonicalize()
                    .expect("a resource path")
                    .display()
                    .to_string()
            })
            .collect();
        files.sort();
        for file in &files {
            println!("cargo:rerun-if-changed={file}");
        }
        let name = entry.file_name().to_string_lossy().into_owned();
        locales.push((name, files));
    }
    // English first: the fallback, and the order of `castlab --help`.
    locales.sort_by_key(|(name, _)| (name != "en", name.clone()));
    let mut out = String::from(
        "/// Every locale with resources, English first.\npub const LOCALES: &[&str] = &[",
    );
    for (name, _) in &locales {
        out += &format!("{name:?}, ");
    }
    out += "];\n#[cfg(feature = \"embed\")]\n/// Every locale's resources, compiled in.\npub const EMBEDDED: &[(&str, &[&str])] = &[\n";
    for (name, files) in &locales {
        out += &format!("    ({name:?}, &[");
        for file in files {
            out += &format!("include_str!({file:?}), ");
        }
        out += "]),\n";
    }
    out += "];\n";
    let dest = Path::new(&env::var("OUT_DIR").expect("OUT_DIR")).join("locales.rs");
    fs::write(dest, out).expect("OUT_DIR is writable");
}
