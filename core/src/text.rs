//! Words for a reader, without the words: a [`Text`] is a Fluent message id
//! and its arguments. The core says *what* to tell the reader; the front
//! end words it in the reader's language (`castlab-l10n`, the `locales/`
//! resources), so no sentence is compiled into the core or the wasm module.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

/// One message: its id in the `locales/*/*.ftl` resources and its
/// arguments, in the order given.
///
/// Serialized, it is the sentence itself where a front end has installed
/// its wording ([`set_wording`]: `castlab` and the Python package, so their
/// JSON carries sentences), and `{"$t": id, "$a": [[name, value], …]}`
/// elsewhere (the worker's messages to the page, which words them itself).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
pub struct Text {
    #[cfg_attr(feature = "serde", serde(rename = "$t"))]
    pub id: String,
    #[cfg_attr(feature = "serde", serde(rename = "$a", default))]
    pub args: Vec<(String, Arg)>,
}

/// Marks a message id kept in a table (a glossary term, a gallery note),
/// so the resources' tidy test finds every id the code names.
pub const fn id(id: &'static str) -> &'static str {
    id
}

/// How a front end words a [`Text`].
pub type Wording = fn(&Text) -> String;

static WORDING: once_cell::race::OnceBox<Wording> = once_cell::race::OnceBox::new();

/// Installs the process's wording, so a serialized [`Text`] is its
/// sentence; the first call wins.
pub fn set_wording(wording: Wording) {
    let _ = WORDING.set(Box::new(wording));
}

static PLAIN: core::sync::atomic::AtomicBool = core::sync::atomic::AtomicBool::new(false);

/// The sentence, where a wording is installed (and not inside [`plain`]).
pub fn worded(text: &Text) -> Option<String> {
    if PLAIN.load(core::sync::atomic::Ordering::Relaxed) {
        return None;
    }
    WORDING.get().map(|wording| wording(text))
}

/// Runs `f` with [`Text`]s serialized as ids and arguments, wording or
/// not: the web worker's binary messages carry Texts as Texts, while the
/// JSON it writes carries sentences.
pub fn plain<R>(f: impl FnOnce() -> R) -> R {
    use core::sync::atomic::Ordering;
    let was = PLAIN.swap(true, Ordering::Relaxed);
    let out = f();
    PLAIN.store(was, Ordering::Relaxed);
    out
}

/// The sentence where a wording is installed, else the id: what a
/// `Display` of a core error writes (the CLI installs English or its
/// locale; a bare library user sees ids).
pub fn said(text: &Text) -> String {
    worded(text).unwrap_or_else(|| text.id.clone())
}

#[cfg(feature = "serde")]
impl serde::Serialize for Text {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        if let Some(sentence) = worded(self) {
            return serializer.serialize_str(&sentence);
        }
        let mut s = serializer.serialize_struct("Text", 2)?;
        s.serialize_field("$t", &self.id)?;
        s.serialize_field("$a", &self.args)?;
        s.end()
    }
}

/// A message's argument: a number (worded by the locale's number format),
/// a string taken as it is (a symbol, an address, a link), or another
/// message worded first.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Arg {
    Int(i64),
    Num(f64),
    Str(String),
    Text(Box<Text>),
}

impl Text {
    /// A message without arguments.
    pub fn new(id: &str) -> Self {
        Text {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// This message with one more argument.
    pub fn arg(mut self, name: &str, value: impl Into<Arg>) -> Self {
        self.args.push((name.into(), value.into()));
        self
    }
}

macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(value: $t) -> Self {
                Arg::Int(value as i64)
            }
        }
    )*};
}
int_arg!(u8, u16, u32, u64, usize, i32, i64);

impl From<f64> for Arg {
    fn from(value: f64) -> Self {
        Arg::Num(value)
    }
}

impl From<&str> for Arg {
    fn from(value: &str) -> Self {
        Arg::Str(value.into())
    }
}

impl From<String> for Arg {
    fn from(value: String) -> Self {
        Arg::Str(value)
    }
}

impl From<Text> for Arg {
    fn from(value: Text) -> Self {
        Arg::Text(Box::new(value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_keep_their_order_and_kind() {
        let text = Text::new("a-b")
            .arg("n", 3u32)
            .arg("x", 1.5)
            .arg("s", "Q_4");
        assert_eq!(text.args[0], ("n".into(), Arg::Int(3)));
        assert_eq!(text.args[1], ("x".into(), Arg::Num(1.5)));
        assert_eq!(text.args[2], ("s".into(), Arg::Str("Q_4".into())));
    }
}
