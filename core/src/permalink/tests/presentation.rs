//! The presentation keys (theme, embed, panel, autoplay, speed, show),
//! which change how a link looks and never its numbers, and the one-line
//! description each link has.

use alloc::string::String;
use alloc::vec::Vec;

use super::super::*;

#[test]
fn presentation_keys_round_trip_and_embed_keys_need_embed() {
    let q = "v=1&src=2,2&embed=1&controls=0&panel=none&theme=projector&autoplay=1&speed=0.5";
    let p = parse(q);
    assert_eq!(p.errors, []);
    assert_eq!(p.query.to_permalink(), q);
    let show = p.query.show;
    assert_eq!(
        (show.controls, show.panel, show.theme, show.autoplay),
        (false, Panel::None, Theme::Projector, true)
    );
    // 0.5 steps per second is one step every 2 s.
    assert_eq!(show.step_ms(), 2000);
    // The full app keeps the theme and the animation, not the embed's keys.
    assert_eq!(
        p.query.full_app().to_permalink(),
        "v=1&src=2,2&theme=projector&autoplay=1&speed=0.5"
    );
    // Without embed=1, controls and panel are neither read nor written.
    let p = parse("v=1&controls=banana&panel=none&theme=dark");
    assert_eq!(p.errors, []);
    assert_eq!(p.query.to_permalink(), "v=1&theme=dark");
    // Defaults are not written.
    let p = parse("v=1&embed=1&controls=1&panel=metrics&theme=auto&autoplay=0&speed=1.5");
    assert_eq!(p.errors, []);
    assert_eq!(p.query.to_permalink(), "v=1&embed=1");
}

/// `trace=1` opens the narrated steps on any page and in embeds, changes
/// no number and no cache key, and a bad value falls back to 0.
#[test]
fn the_trace_key_round_trips_without_touching_numbers() {
    let q = "v=1&src=2,2&step=3&trace=1";
    let p = parse(q);
    assert_eq!(p.errors, []);
    assert!(p.query.show.trace);
    assert_eq!(p.query.to_permalink(), q);
    assert_eq!(p.query.full_app().to_permalink(), q);
    let bare = parse("v=1&src=2,2&step=3").query;
    assert_eq!(p.query.source_key(), bare.source_key());
    assert_eq!(p.query.map_key(), bare.map_key());
    let embed = parse("v=1&net=wk&src=201&embed=1&controls=0&trace=1");
    assert_eq!(embed.errors, []);
    assert!(embed.query.show.trace);
    let bad = parse("v=1&trace=yes");
    assert_eq!(bad.errors.len(), 1);
    assert_eq!(bad.errors[0].key, Key::Trace);
    assert!(!bad.query.show.trace);
    assert_eq!(bad.query.to_permalink(), "v=1");
}

/// `origin=` names the host allowed to script an embed: an origin as
/// `MessageEvent.origin` writes it, or `*`; read with `embed=1` only, dropped
/// by the full app and by the cache keys; anything else is refused by name.
#[test]
fn the_origin_key_takes_origins_only_and_only_in_embeds() {
    for origin in ["*", "https://course.example.edu", "http://127.0.0.1:8080"] {
        let q = format!("v=1&src=2,2&embed=1&origin={origin}");
        let p = parse(&q);
        assert_eq!(p.errors, [], "{q}");
        assert_eq!(p.query.origin.as_deref(), Some(origin));
        assert_eq!(p.query.to_permalink(), q);
        assert_eq!(p.query.full_app().to_permalink(), "v=1&src=2,2");
        assert_eq!(
            p.query.source_key(),
            parse("v=1&src=2,2").query.source_key()
        );
    }
    for bad in [
        "javascript:alert(1)",
        "https://course.example.edu/lesson",
        "https://",
        "ftp://x.org",
        "https://x.org:99999",
        "https://x.org:0",
        "https://a b",
    ] {
        let p = parse(&format!("v=1&embed=1&origin={bad}"));
        assert_eq!(p.errors.len(), 1, "{bad}");
        assert_eq!(p.errors[0].key, Key::Origin);
        assert_eq!(p.errors[0].reason.kind(), "not_an_origin");
        assert_eq!(p.query.origin, None);
    }
    // Written another way, an origin is stored as a browser's
    // `event.origin` writes it (RFC 6454: scheme and host lower case, the
    // scheme's default port left out), so it can match.
    for (written, stored) in [
        ("HTTPS://Course.Example.EDU", "https://course.example.edu"),
        (
            "https://course.example.edu:443",
            "https://course.example.edu",
        ),
        ("Http://Example.org:80/", "http://example.org"),
        ("http://example.org:443", "http://example.org:443"),
        ("https://example.org:80", "https://example.org:80"),
        ("https://LOCALHOST:08080", "https://localhost:8080"),
    ] {
        let p = parse(&format!("v=1&embed=1&origin={written}"));
        assert_eq!(p.errors, [], "{written}");
        assert_eq!(p.query.origin.as_deref(), Some(stored), "{written}");
        assert_eq!(
            p.query.to_permalink(),
            format!("v=1&embed=1&origin={stored}")
        );
    }
    // Outside an embed the key is not read.
    let p = parse("v=1&origin=https://x.org");
    assert_eq!((p.errors.len(), p.query.origin), (0, None));
}

/// `ask=` takes the questions its view asks (the rules table), reads
/// `seed=` then, and refuses the others by naming what the view asks.
#[test]
fn the_ask_key_takes_the_views_questions_and_a_seed() {
    crate::eval::english::install();
    for (view, asks) in [
        ("v=1", "least,hops,link,contention,build"),
        ("v=1&net=torus&dims=9x13&view=orderly", "least,when,build"),
        ("v=1&net=wk", "when"),
        ("v=1&net=msn", "hops"),
        ("v=1&net=msn&view=te", ""),
    ] {
        for ask in Ask::ALL {
            let q = format!("{view}&seed=5&ask={ask}");
            let p = parse(&q);
            let offered = asks.split(',').any(|a| a == ask.as_str());
            assert_eq!(p.errors.is_empty(), offered, "{q}: {:?}", p.errors);
            if offered {
                assert_eq!(p.query.show.ask, Some(*ask));
                assert_eq!(p.query.seed, 5);
                assert_eq!(p.query.to_permalink(), q);
            } else {
                assert_eq!(p.errors[0].key, Key::Ask);
                assert!(
                    p.errors[0]
                        .to_string()
                        .contains("not a question this view asks")
                );
                assert_eq!(p.query.show.ask, None);
            }
        }
    }
    // Without ask= (and outside the search) seed is not read.
    let p = parse("v=1&seed=5");
    assert_eq!((p.errors.len(), p.query.seed), (0, DEFAULT_SEED));
    assert_eq!(p.query.to_permalink(), "v=1");
}

/// `show=` picks the picture on any page, the full app keeps it, and a bad
/// value names the choices and falls back to `auto`.
#[test]
fn the_picture_key_round_trips_and_is_checked() {
    crate::eval::english::install();
    for (q, picture) in [
        ("v=1&src=2,2&step=4&show=map", Show::Map),
        (
            "v=1&net=torus&dims=9x13&view=orderly&embed=1&show=run",
            Show::Run,
        ),
    ] {
        let p = parse(q);
        assert_eq!(p.errors, [], "{q}");
        assert_eq!(p.query.show.picture, picture);
        assert_eq!(p.query.to_permalink(), q);
    }
    assert_eq!(
        parse("v=1&embed=1&show=run")
            .query
            .full_app()
            .to_permalink(),
        "v=1&show=run"
    );
    assert_eq!(parse("v=1&show=auto").query.to_permalink(), "v=1");
    let p = parse("v=1&show=movie");
    assert_eq!(
        p.errors.iter().map(|e| e.to_string()).collect::<Vec<_>>(),
        ["show=movie: expected one of auto, run, map; using show=auto"]
    );
    assert_eq!(p.query.show.picture, Show::Auto);
}

#[test]
fn presentation_values_are_checked() {
    crate::eval::english::install();
    let text = |q: &str| -> Vec<String> { parse(q).errors.iter().map(|e| e.to_string()).collect() };
    assert_eq!(
        text("v=1&embed=1&controls=2&panel=full&theme=neon&autoplay=yes&speed=999"),
        [
            "controls=2: must be between 0 and 1; using controls=1",
            "panel=full: expected one of metrics, none; using panel=metrics",
            "theme=neon: expected one of auto, light, dark, projector; using theme=auto",
            "autoplay=yes: must be between 0 and 1; using autoplay=0",
            "speed=999: must be between 0.1 and 20; the largest allowed is speed=20; using speed=1.5",
        ]
    );
    for (speed, reason) in [
        ("0", "must be between 0.1 and 20"),
        (
            "0.05",
            "expected a number with at most one decimal, like 1.5",
        ),
        ("-1", "expected a number with at most one decimal, like 1.5"),
        (
            "1e3",
            "expected a number with at most one decimal, like 1.5",
        ),
        (
            "18446744073709551616",
            "must be between 0.1 and 20; the largest allowed is speed=20",
        ),
    ] {
        assert_eq!(
            text(&format!("v=1&speed={speed}")),
            [format!("speed={speed}: {reason}; using speed=1.5")],
            "{speed}"
        );
    }
    for (speed, tenths) in [("0.1", 1), ("20", 200), ("2.0", 20), (" 3.5 ", 35)] {
        let p = parse(&format!("v=1&speed={speed}"));
        assert_eq!(p.errors, [], "{speed}");
        assert_eq!(p.query.show.speed_tenths, tenths, "{speed}");
    }
}

#[test]
fn each_link_has_a_one_line_description() {
    for (q, want) in [
        (
            "v=1",
            "TCD map of Algorithm 1 (Cang and Wu 1998) on the 8×8 mesh, source (0, 0)",
        ),
        (
            "v=1&net=torus&dims=16x16x16&src=1,2,3&cmp=recursive&algo=symmetric",
            "TCD map of the best rotation of the papers' algorithm minus that of the best subcube-recursive schedule (castlab) on the 16×16×16 torus, source (1, 2, 3)",
        ),
        (
            "v=1&net=torus&dims=9x13&src=0,3&view=orderly",
            "Orderly broadcast with Π (Taslakian 2004) on the 9×13 torus from (0, 3)",
        ),
        (
            "v=1&net=wk&src=201",
            "The constant-label broadcast (Fang et al.) in WK(4, 3) from 201",
        ),
        (
            "v=1&net=wk&w=3&l=3&src=120&view=orderly",
            "Orderly broadcast with the dimension ordering in WK(3, 3) from 120",
        ),
        (
            "v=1&net=msn&dims=8x6&src=1,2&dst=3,4",
            "Shortest route from (1, 2) to (3, 4) in the 8×6 Manhattan Street network",
        ),
        (
            "v=1&net=msn&view=mnb",
            "Multinode broadcast in the 8×8 Manhattan Street network",
        ),
    ] {
        let p = parse(q);
        assert_eq!(p.errors, [], "{q}");
        assert_eq!(
            crate::eval::english::english(&p.query.describe()),
            want,
            "{q}"
        );
        // A description names algorithms, never by their identifiers.
        for id in Algo::ALL.iter().map(|a| a.as_str()) {
            let words: Vec<&str> = want
                .split(|c: char| !c.is_alphanumeric() && c != '-')
                .collect();
            assert!(!words.contains(&id), "{want} says {id}");
        }
    }
}

/// `pass=` sets a packaged exercise's passing score, a decimal from 0 to 1
/// with one digit after the point; it is read with `ask=` only, and
/// refused by name outside that range.
#[test]
fn the_pass_key_is_a_tenth_between_0_and_1_read_with_a_question() {
    let p = parse("v=1&ask=hops&pass=0.8");
    assert_eq!((p.errors.len(), p.query.show.pass_tenths), (0, 8));
    assert_eq!(p.query.to_permalink(), "v=1&pass=0.8&ask=hops");
    assert_eq!(
        parse("v=1&ask=hops&pass=1").query.to_permalink(),
        "v=1&ask=hops"
    );
    for bad in ["1.5", "-1", "0.75", "x"] {
        let p = parse(&format!("v=1&ask=hops&pass={bad}"));
        assert_eq!(p.errors.len(), 1, "{bad}");
        assert_eq!(p.errors[0].key, Key::Pass);
        assert_eq!(p.query.show.pass_tenths, 10);
    }
    // Without a question there is nothing to pass.
    let p = parse("v=1&pass=0.5");
    assert_eq!(
        (p.query.show.pass_tenths, p.query.to_permalink().as_str()),
        (10, "v=1")
    );
}
