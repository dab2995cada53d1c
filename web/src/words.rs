//! Numbers and names as a person reads them: digit grouping ("1,258,356"),
//! network sizes with a times sign ("8×8"), the papers' notation with its
//! scripts raised and lowered ("b^Π(G)"). The CLI's JSON keeps plain
//! numbers; only what the page shows goes through here.

use castlab_core::grid::Grid;
use castlab_core::permalink::{Net, dims_text};

/// `n` with its digits grouped by threes in the page's locale:
/// 1258356 → "1,258,356" (English, Chinese), "1.258.356" (German, Spanish).
/// A translator's locale castlab does not carry (a `locales/fr.ftl`
/// dropped into the site) is grouped by the browser's `Intl`.
pub fn grouped(n: u64) -> String {
    let locale = crate::l10n::locale();
    match castlab_l10n::serving(&locale) {
        Some(served) => grouped_in(served, n),
        None => crate::l10n::grouped(n),
    }
}

/// [`grouped`] in `locale`: the group sign as CLDR has it (Spanish leaves
/// four digits ungrouped).
fn grouped_in(locale: &str, n: u64) -> String {
    let digits = n.to_string();
    let (sign, least) = match locale.split('-').next().unwrap_or_default() {
        "de" => ('.', 4),
        "es" => ('.', 5),
        _ => (',', 4),
    };
    if digits.len() < least {
        return digits;
    }
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(sign);
        }
        out.push(c);
    }
    out
}

/// Stands for a piece of markup in a message's `$symbol`: see [`around`].
pub const MARK: &str = "\u{E000}";

/// A worded message whose `$symbol` was [`MARK`], with `inner` (markup,
/// a symbol with its scripts) where the translation put it.
pub fn around(worded: &str, inner: yew::Html) -> yew::Html {
    use yew::html;
    match worded.split_once(MARK) {
        Some((before, after)) => {
            html! { <>{ before.to_string() }{ inner }{ after.to_string() }</> }
        }
        None => html! { { worded.to_string() } },
    }
}

/// A value that may have a fraction: whole numbers grouped, others as
/// they are (at most as many decimals as they carry).
pub fn grouped_f64(v: f64) -> String {
    if v.is_finite() && v.fract() == 0.0 && v.abs() < 1e15 {
        let sign = if v < 0.0 { "-" } else { "" };
        format!("{sign}{}", grouped(v.abs() as u64))
    } else if v.is_finite() {
        // The shortest digits that read back as `v`.
        decimal_sign(&format!("{v}"))
    } else {
        format!("{v}")
    }
}

/// A number Rust wrote (`12.5`) with the page's decimal sign (`12,5` in
/// German and Spanish); the digits stay as they were rounded.
pub fn decimal_sign(text: &str) -> String {
    let sign = crate::l10n::number(0.5, 1).replace(['0', '5'], "");
    text.replace('.', &sign)
}

/// The grid's sides with a times sign: "8×8", "4×4×4".
pub fn sides(grid: &Grid) -> String {
    dims_text(grid).replace('x', "×")
}

/// Pieces of a text in the papers' notation: plain text, a superscript or
/// a subscript.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    Text(String),
    Sup(String),
    Sub(String),
}

/// `text` with `x^y`, `x^{yz}`, `x_y` and `x_{yz}` read as superscripts and
/// subscripts: "b^Π(G)" is b, Π raised, (G); "T_{9×13}" is T, 9×13 lowered.
/// A script is a `{…}` group or a run of letters and digits (a subscript
/// also takes `×`, for sizes: `T_9×13`); a `^` or `_` with neither after
/// it stays as it is.
pub fn pieces(text: &str) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut plain = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '^' && c != '_' {
            plain.push(c);
            continue;
        }
        let mut script = String::new();
        if chars.peek() == Some(&'{') {
            chars.next();
            for d in chars.by_ref() {
                if d == '}' {
                    break;
                }
                script.push(d);
            }
        } else {
            // A subscript may be a size: T_9×13.
            while let Some(&d) = chars.peek() {
                if !(d.is_alphanumeric() || (c == '_' && d == '×')) {
                    break;
                }
                script.push(d);
                chars.next();
            }
        }
        if script.is_empty() {
            plain.push(c);
            continue;
        }
        if !plain.is_empty() {
            out.push(Piece::Text(std::mem::take(&mut plain)));
        }
        out.push(if c == '^' {
            Piece::Sup(script)
        } else {
            Piece::Sub(script)
        });
    }
    if !plain.is_empty() {
        out.push(Piece::Text(plain));
    }
    out
}

/// [`pieces`] as plain text, the scripts inline ("b^Π(G)" reads "bΠ(G)"):
/// for SVG text, which has no raised or lowered runs here.
pub fn plain_notation(text: &str) -> String {
    pieces(text)
        .into_iter()
        .map(|p| match p {
            Piece::Text(t) | Piece::Sup(t) | Piece::Sub(t) => t,
        })
        .collect()
}

/// [`pieces`] as HTML.
pub fn notation(text: &str) -> yew::Html {
    use yew::html;
    let parts = pieces(text).into_iter().map(|p| match p {
        Piece::Text(t) => html! { { t } },
        Piece::Sup(t) => html! { <sup>{ t }</sup> },
        Piece::Sub(t) => html! { <sub>{ t }</sub> },
    });
    html! { <>{ for parts }</> }
}

/// A term as HTML whose hyphenated words ("subcube-recursive") never
/// break at their hyphen: a heading split over two lines reads as two
/// words. The text is unchanged.
pub fn unbroken(text: &str) -> yew::Html {
    use yew::html;
    let parts = text.split(' ').enumerate().map(|(i, word)| {
        let space = if i == 0 { "" } else { " " };
        if word.contains('-') {
            html! { <>{ space }<span class="unbroken">{ word.to_string() }</span></> }
        } else {
            html! { <>{ space }{ word.to_string() }</> }
        }
    });
    html! { <>{ for parts }</> }
}

/// A vertex's address as the page shows it: coordinates as the papers
/// write them, `(1, 2)` (a link writes `1,2`); WK digits and a family's
/// addresses as they are.
pub fn address_text(net: Net, address: &str) -> String {
    match net {
        Net::Mesh | Net::Torus | Net::Msn => format!("({})", address.replace(',', ", ")),
        Net::Wk | Net::Graph(_) => address.to_string(),
    }
}

/// `(1, 2)` for coordinates.
pub fn coords_text(c: &[u32]) -> String {
    let parts: Vec<String> = c.iter().map(|v| v.to_string()).collect();
    format!("({})", parts.join(", "))
}

/// Whether `c` is a wide glyph (Chinese and the like): about an em wide,
/// and a line may break before or after it.
pub fn is_wide(c: char) -> bool {
    c >= '\u{2E80}'
}

/// `text`'s words and wide glyphs, each with whether a space came before.
fn units(text: &str) -> Vec<(bool, String)> {
    let mut out: Vec<(bool, String)> = Vec::new();
    let (mut space, mut open) = (false, false);
    for c in text.chars() {
        if c.is_whitespace() {
            (space, open) = (true, false);
            continue;
        }
        match out.last_mut() {
            Some((_, run)) if open && !is_wide(c) => run.push(c),
            _ => out.push((space, c.to_string())),
        }
        (space, open) = (false, !is_wide(c));
    }
    out
}

/// `text` in lines that `fits`, broken at spaces and around wide glyphs
/// (Chinese writes no spaces between words).
pub fn wrap_wide(text: &str, fits: impl Fn(&str) -> bool) -> Vec<String> {
    let mut lines = vec![String::new()];
    for (space, unit) in units(text) {
        let last = lines.last_mut().expect("one line at least");
        let longer = match (last.is_empty(), space) {
            (true, _) => unit.clone(),
            (false, true) => format!("{last} {unit}"),
            (false, false) => format!("{last}{unit}"),
        };
        if !last.is_empty() && !fits(&longer) {
            lines.push(unit);
        } else {
            *last = longer;
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A grid's link address reads as the coordinates the other views
    /// write (`coords_text`); WK digits and family addresses are kept.
    #[test]
    fn addresses_read_as_each_network_writes_them() {
        for net in [Net::Mesh, Net::Torus, Net::Msn] {
            assert_eq!(address_text(net, "3,4"), coords_text(&[3, 4]));
            assert_eq!(address_text(net, "1,0,2"), coords_text(&[1, 0, 2]));
        }
        assert_eq!(address_text(Net::Wk, "201"), "201");
        let bf = Net::Graph(castlab_core::topology::GraphFamily::Butterfly);
        assert_eq!(address_text(bf, "2,011"), "2,011");
    }

    /// The scripts come out raised or lowered and the rest is kept, so
    /// joining the pieces' texts gives the text without its marks.
    #[test]
    fn notation_raises_and_lowers() {
        use Piece::{Sub, Sup, Text};
        let t = |s: &str| Text(s.to_string());
        assert_eq!(pieces("b^Π(G)"), [t("b"), Sup("Π".into()), t("(G)")]);
        assert_eq!(pieces("T_{9×13}"), [t("T"), Sub("9×13".into())]);
        assert_eq!(
            pieces("b^o(T_5×6) = 7"),
            [
                t("b"),
                Sup("o".into()),
                t("(T"),
                Sub("5×6".into()),
                t(") = 7")
            ]
        );
        assert_eq!(pieces("2^L − 1"), [t("2"), Sup("L".into()), t(" − 1")]);
        assert_eq!(pieces("a ^ b_"), [t("a ^ b_")]);
        for text in ["b^o(G) ≤ 2^{20}", "x_1 + x_2", "plain"] {
            let joined: String = pieces(text)
                .into_iter()
                .map(|p| match p {
                    Text(s) | Sup(s) | Sub(s) => s,
                })
                .collect();
            let stripped: String = text.chars().filter(|c| !"^_{}".contains(*c)).collect();
            assert_eq!(joined, stripped, "{text}");
        }
    }

    /// Grouping keeps the digits and puts a comma before every third from
    /// the right: stripping the commas gives the number back.
    #[test]
    fn grouping_keeps_the_number() {
        for n in [0u64, 7, 999, 1000, 65_476, 1_258_356, u64::MAX] {
            let text = grouped(n);
            assert_eq!(text.replace(',', "").parse::<u64>().unwrap(), n);
            assert!(text.split(',').skip(1).all(|g| g.len() == 3), "{text}");
            assert!((1..=3).contains(&text.split(',').next().unwrap().len()));
        }
        assert_eq!(grouped_f64(-1234.0), "-1,234");
        assert_eq!(grouped_f64(150.5), "150.5");
    }

    /// German and Spanish group with a point; Spanish, as CLDR, leaves a
    /// four-digit number whole.
    #[test]
    fn digits_are_grouped_as_the_locale_writes_them() {
        assert_eq!(grouped_in("de", 1_258_356), "1.258.356");
        assert_eq!(grouped_in("de", 4096), "4.096");
        assert_eq!(grouped_in("es", 4096), "4096");
        assert_eq!(grouped_in("es", 65536), "65.536");
        assert_eq!(grouped_in("zh-Hans", 4096), "4,096");
        assert_eq!(grouped_in("en", 999), "999");
    }
}
