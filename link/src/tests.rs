//! The linker's tests: each construct of `fixtures/constructs.rs` split
//! as one item of the right kind and name, copied whole when reached and
//! left out when not; the self-check's errors; and no text of the
//! library's modules, however mangled, makes it panic.

use super::split::Kind;
use super::*;

/// Every construct, as one module at the file's root.
const FIXTURE: Source = Source {
    name: "fixture",
    file: "link/src/fixtures/constructs.rs",
    text: include_str!("fixtures/constructs.rs"),
    wrapped: false,
};

/// A module `m` of `text`, from `src/m.rs`.
fn module(text: &str) -> Source {
    Source {
        name: "m",
        file: "src/m.rs",
        text: Box::leak(text.to_string().into_boxed_str()),
        wrapped: false,
    }
}

/// The items of `source` (tests left out): their keywords and names (an
/// impl's type; none for docs and `use`s).
fn names(source: &Source) -> Vec<(&'static str, String)> {
    let block = parse(source).unwrap();
    block
        .items
        .iter()
        .map(|it| {
            let name = match &it.kind {
                Kind::Named(n) | Kind::Mod { name: n, .. } | Kind::Impl { ty: n, .. } => n.clone(),
                Kind::Docs | Kind::Use(_) => String::new(),
            };
            (it.keyword, name)
        })
        .collect()
}

/// What `entry` reaches of the fixture: the file's sections.
fn linked(entry: &str) -> String {
    link(&[FIXTURE], entry).unwrap().sections.concat()
}

#[test]
fn every_construct_is_one_item_with_its_kind_and_name() {
    let expected = [
        ("//!", ""),
        ("use", ""),
        ("struct", "Wrap"),
        ("impl", "Wrap"),
        ("struct", "Point"),
        ("const", "HELP"),
        ("const", "RAW"),
        ("const", "BYTES"),
        ("const", "BYTE"),
        ("fn", "in_crate"),
        ("mod", "inner"),
        ("fn", "dangerous"),
        ("fn", "very"),
        ("fn", "callback"),
        ("fn", "later"),
        ("macro_rules", "twice"),
        ("fn", "uses_twice"),
        ("fn", "after_tests"),
        ("fn", "first"),
        ("fn", "commented"),
        ("fn", "match"),
        ("impl", "Point"),
    ];
    let expected: Vec<(&str, String)> = expected.iter().map(|&(k, n)| (k, n.to_string())).collect();
    assert_eq!(names(&FIXTURE), expected);
    check(&FIXTURE).unwrap();
}

#[test]
fn an_entry_that_reaches_nothing_takes_nothing() {
    assert_eq!(linked("fn main() {}\n"), "");
}

#[test]
fn an_inherent_impl_with_a_where_clause_keeps_its_header() {
    let text = linked("fn main() {\n    let w = Wrap(1u8);\n    w.get();\n}\n");
    assert_eq!(
        text,
        "/// A wrapper whose inherent impl has a `where` clause.\n\
         pub struct Wrap<T>(pub T);\n\n\
         impl<T> Wrap<T>\nwhere\n    T: Copy,\n{\n    /// Its value.\n    \
         pub fn get(&self) -> T {\n        self.0\n    }\n}\n"
    );
    // Its type alone reaches no method.
    assert_eq!(
        linked("fn main() {\n    let _ = Wrap(1u8);\n}\n"),
        "/// A wrapper whose inherent impl has a `where` clause.\npub struct Wrap<T>(pub T);\n"
    );
}

#[test]
fn a_derive_over_lines_goes_with_its_struct() {
    let text = linked("fn main() {\n    let _ = Point { x: 1 };\n}\n");
    let point = "/// A derive over lines.\n#[derive(\n    Clone,\n    Copy,\n    Debug,\n    \
                 PartialEq,\n)]\npub struct Point {\n    pub x: i32,\n}\n";
    assert!(text.starts_with(point), "{text}");
    // Its `Display` impl (std's trait) comes with it.
    assert!(
        text.ends_with("write!(f, \"{}\", self.x)\n    }\n}\n"),
        "{text}"
    );
    assert!(!linked("fn main() {\n    in_crate();\n}\n").contains("Point"));
}

#[test]
fn literals_over_lines_end_items_by_their_code() {
    let text = linked("fn main() {\n    let _ = (HELP, RAW, BYTES);\n}\n");
    assert_eq!(
        text,
        "/// Inner lines of a literal end in `;` and `}`.\n\
         pub const HELP: &str = \"usage: a;\n  b }\n}\";\n\n\
         pub const RAW: &[u8] = br#\"a;\n}\"#;\n\n\
         pub const BYTES: &[u8] = b\"}\\\";\";\n"
    );
    assert_eq!(
        linked("fn main() {\n    in_crate();\n}\n"),
        "pub const BYTE: u8 = b'}';\n\npub(crate) fn in_crate() -> u8 {\n    BYTE\n}\n"
    );
}

#[test]
fn visibilities_in_crate_super_and_path() {
    let text = linked("fn main() {\n    inner::both();\n}\n");
    assert_eq!(
        text,
        "pub mod inner {\n    pub(super) fn in_super() {}\n\n    \
         pub(in crate::inner) fn in_path() {}\n\n    \
         pub fn both() {\n        in_super();\n        in_path();\n    }\n}\n"
    );
    let names = |m: &Module| m.items.iter().map(|it| it.keyword).collect::<Vec<_>>();
    let c = Crate::new(&[FIXTURE]).unwrap();
    assert_eq!(names(&c.modules[1]), ["fn", "fn", "fn"]);
    assert!(!linked("fn main() {\n    inner::in_path();\n}\n").contains("both"));
}

#[test]
fn unsafe_const_extern_and_async_functions() {
    for (name, text) in [
        ("dangerous", "pub unsafe fn dangerous() {}\n"),
        ("very", "pub const unsafe fn very() -> u8 {\n    1\n}\n"),
        ("callback", "pub extern \"C\" fn callback() {}\n"),
        ("later", "pub async fn later() {}\n"),
    ] {
        assert_eq!(linked(&format!("fn main() {{\n    {name}();\n}}\n")), text);
    }
}

#[test]
fn a_macro_is_an_item_reached_by_its_uses() {
    let twice = "macro_rules! twice {\n    ($e:expr) => {\n        $e + $e\n    };\n}\n";
    let text = linked("fn main() {\n    uses_twice();\n}\n");
    assert_eq!(
        text,
        format!("{twice}\npub fn uses_twice() -> u8 {{\n    twice!(1)\n}}\n")
    );
    assert_eq!(linked("fn main() {\n    twice!(2);\n}\n"), twice);
    assert!(!linked("fn main() {\n    later();\n}\n").contains("twice"));
}

#[test]
fn cfg_test_before_one_line_items_takes_only_them() {
    let text = linked("fn main() {\n    after_tests();\n}\n");
    assert_eq!(text, "pub fn after_tests() {}\n");
    let c = Crate::new(&[FIXTURE]).unwrap();
    assert!(!c.declares(0, "helper") && !c.declares(0, "TABLE"));
    // Statements, fields and arms go the same way.
    let src =
        "fn a(x: u8) -> u8 {\n    #[cfg(test)]\n    println!(\"x\");\n    match x {\n        \
               #[cfg(test)]\n        0 => 1,\n        _ => 2,\n    }\n}\n\nstruct S {\n    \
               #[cfg(test)]\n    t: u8,\n    u: u8,\n}\n";
    let lines = split::without_tests(split::lines_of(src).unwrap()).unwrap();
    let back: Vec<&str> = lines.iter().map(|l| l.text.as_str()).collect();
    assert_eq!(
        back.join("\n"),
        "fn a(x: u8) -> u8 {\n    match x {\n        _ => 2,\n    }\n}\n\nstruct S {\n    u: u8,\n}\n"
    );
}

#[test]
fn tests_are_left_out() {
    let without = |src: &str| {
        let lines = split::without_tests(split::lines_of(src).unwrap()).unwrap();
        lines
            .iter()
            .map(|l| format!("{}\n", l.text))
            .collect::<String>()
    };
    let src = "fn a() {\n    #[cfg(test)]\n    if x {\n        y();\n    }\n    z();\n}\n\
               #[cfg(test)]\nmod tests {\n    fn t() {}\n}\n";
    assert_eq!(without(src), "fn a() {\n    z();\n}\n\n");
    // A test-only item takes its doc comment and attributes along.
    let src = "fn a() {}\n\n/// For tests.\n#[derive(Debug)]\n#[cfg(test)]\nstruct T;\n";
    assert_eq!(without(src), "fn a() {}\n\n\n");
}

#[test]
fn lifetimes_labels_and_chars() {
    let text = linked("fn main() {\n    first(\"a\");\n}\n");
    assert!(
        text.starts_with("pub fn first<'a>(s: &'a str) -> char {\n"),
        "{text}"
    );
    assert!(text.ends_with("    '\\''\n}\n"), "{text}");
    assert!(!linked("fn main() {\n    commented();\n}\n").contains("first"));
}

#[test]
fn nested_block_comments_lead_their_item() {
    assert_eq!(
        linked("fn main() {\n    commented();\n}\n"),
        "/* A block comment /* nested; */ before an item } */\npub fn commented() {}\n"
    );
}

#[test]
fn raw_identifiers_are_named_without_r_hash() {
    assert_eq!(
        linked("fn main() {\n    r#match();\n}\n"),
        "pub fn r#match() {}\n"
    );
}

#[test]
fn impl_headers_name_their_type_and_trait() {
    let kind = head::impl_kind("impl<F: FnMut(&Grid) -> Best> Solver for F {");
    assert_eq!(
        kind,
        Kind::Impl {
            ty: "F".into(),
            of: Some("Solver".into()),
            generic: true
        }
    );
    let kind = head::impl_kind("impl<W: Write> Out<W> {");
    assert!(matches!(kind, Kind::Impl { ty, of: None, generic: false } if ty == "Out"));
    let kind = head::impl_kind("impl<T> X<T> where T: Copy, {");
    assert!(matches!(kind, Kind::Impl { ty, of: None, .. } if ty == "X"));
    let kind = head::impl_kind("impl std::error::Error for Error {}");
    assert!(matches!(kind, Kind::Impl { ty, .. } if ty == "Error"));
    let kind = head::impl_kind("impl<'a> Read for &'a mut Trickle<'a> {");
    assert!(matches!(kind, Kind::Impl { ty, .. } if ty == "Trickle"));
}

#[test]
fn plain_comments_inside_an_item_are_left_out() {
    let src = "/// Docs.\n// Why the attribute.\n#[inline]\nfn f() {\n    // Inside.\n    \
               let s = \"\n// not a comment\";\n    g(); // trailing\n}\n";
    let c = Crate::new(&[module(src)]).unwrap();
    let text = c.item_text(&c.modules[0].items[0]);
    assert_eq!(text, src.replace("    // Inside.\n", ""));
}

/// Module `a`, flattened, and a wrapped module `b` whose `use`s of it
/// are `b_uses`.
fn two(b_uses: &str) -> [Source; 2] {
    let a = "pub fn c() {}\n\npub fn d() {}\n\npub fn f() {}\n\npub struct G;\n";
    let b = format!("{b_uses}\npub fn judged() {{\n    c();\n    e();\n    let _ = G;\n}}\n");
    [
        Source {
            name: "a",
            ..module(a)
        },
        Source {
            name: "b",
            file: "src/b.rs",
            wrapped: true,
            ..module(&b)
        },
    ]
}

#[test]
fn nested_use_groups_and_as_resolve_and_prune() {
    let sources = two("use crate::a::{c, d as e, f, G};\nuse std::{fmt, io::{self, Read}};\n");
    let flat = link(&sources, "fn main() {\n    b::judged();\n}\n").unwrap();
    let text = flat.sections.concat();
    // `e` is `d` under another name; `f` and std's are not used.
    assert!(
        text.starts_with("pub fn c() {}\n\npub fn d() {}\n\npub struct G;\n"),
        "{text}"
    );
    assert!(
        text.contains("    use crate::{c, d as e, G};\n\n    pub fn judged() {\n"),
        "{text}"
    );
    assert!(
        !text.contains("pub fn f()") && !text.contains("std"),
        "{text}"
    );
    // Nested groups pruned, on one line as rustfmt writes them.
    let sources = two("use crate::a::{d as e, self::{c, f}, G};\n");
    let text = link(&sources, "fn main() {\n    b::judged();\n}\n")
        .unwrap()
        .sections
        .concat();
    assert!(
        text.contains("    use crate::{d as e, self::c, G};\n"),
        "{text}"
    );
}

#[test]
fn a_use_a_flat_file_cannot_keep_is_refused() {
    let sources = two("use crate::a;\n");
    let err = link(&sources, "fn main() {}\n").err().unwrap();
    assert_eq!(
        err,
        "src/b.rs:1: cannot link a `use` of module `a`, which the file flattens: use crate::a;"
    );
    let root = |text: &str| {
        let sources = [
            module("pub fn c() {}\n"),
            Source {
                name: "r",
                ..module(text)
            },
        ];
        link(&sources, "fn main() {}\n").err().unwrap()
    };
    assert_eq!(
        root("use crate::m::c as k;\n"),
        "src/m.rs:1: cannot link `as k` at the file's root, where the items keep their names: \
         use crate::m::c as k;"
    );
    assert_eq!(
        root("use itoa::Buffer;\n"),
        "src/m.rs:1: cannot link a `use` of crate `itoa`: a flat file has std alone: use itoa::Buffer;"
    );
    // A module of the crate's that is not among those given (one not
    // marked as copied).
    assert_eq!(
        root("use crate::split::Split;\n"),
        "src/m.rs:1: cannot link a `use` of `crate::split`, which is not among the modules the \
         file is made of (those marked as copied into submissions): use crate::split::Split;"
    );
    // A pruned nested group that rustfmt would lay out over lines.
    let long: Vec<String> = (0..12).map(|k| format!("long_name_number_{k}")).collect();
    let calls: String = long.iter().map(|n| format!("    {n}();\n")).collect();
    let b = format!(
        "use crate::a::{{c, x::{{{}}}, y::f}};\n\npub fn judged() {{\n    c();\n{calls}}}\n",
        long.join(", ")
    );
    let sources = [
        two("")[0],
        Source {
            name: "b",
            file: "src/b.rs",
            wrapped: true,
            ..module(&b)
        },
    ];
    let err = link(&sources, "fn main() {\n    b::judged();\n}\n")
        .err()
        .unwrap();
    assert!(
        err.starts_with("src/b.rs:1: cannot prune a nested `use` group"),
        "{err}"
    );
}

#[test]
fn what_the_splitter_does_not_understand_is_an_error_naming_the_line() {
    for (text, message) in [
        (
            "pub fn a() {}\n\nsome_macro!(x);\n",
            "src/m.rs:3: cannot split a macro call among the items: some_macro!(x);",
        ),
        (
            "fn a() {}\nconst S: &str = \"never\n;\n",
            "src/m.rs:2: cannot split a string that never closes: const S: &str = \"never",
        ),
        (
            "/// Docs.\n\nfn a() {}\n",
            "src/m.rs:1: cannot split a doc comment or attribute with no item after it: /// Docs.",
        ),
        (
            "#[inline] fn a() {}\n",
            "src/m.rs:1: cannot split an attribute with code after it on its line: #[inline] fn a() {}",
        ),
        (
            "fn a() {\n}\n}\n",
            "src/m.rs:3: cannot split a line that starts no item: }",
        ),
        (
            "fn a() {\n",
            "src/m.rs:1: cannot split an item that never ends: fn a() {",
        ),
        ("mod x;\n", "src/m.rs:1: cannot split a module in another file: mod x;"),
        (
            "#![allow(dead_code)]\n",
            "src/m.rs:1: cannot split an inner attribute (`#![...]`): #![allow(dead_code)]",
        ),
        (
            "fn a() {}\n\n#[cfg(test)]\n",
            "src/m.rs:3: cannot split a `#[cfg(test)]` with nothing after it: #[cfg(test)]",
        ),
        (
            "impl X {\n    use a::b;\n}\n",
            "src/m.rs:2: cannot split a `use` in an `impl` block: use a::b;",
        ),
        (
            "impl X {\n    fn a() {} }\n",
            "src/m.rs:2: cannot split a block whose closing `}` shares its line: fn a() {} }",
        ),
        ("const _: () = ();\n", "src/m.rs:1: cannot split an unnamed `const _`: const _: () = ();"),
        (
            "use a::{b c};\n",
            "src/m.rs:1: cannot split a `use` group: use a::{b c};",
        ),
        (
            "extern crate alloc;\n",
            "src/m.rs:1: cannot split an `extern crate`: extern crate alloc;",
        ),
    ] {
        assert_eq!(check(&module(text)), Err(message.to_string()), "{text}");
        assert_eq!(link(&[module(text)], "").err(), Some(message.to_string()));
    }
}

#[test]
fn the_self_check_holds_on_what_it_splits() {
    // Trailing comments and comments of no item are given back too.
    let text = "fn a() {}\n// Of no item.\n\nimpl X {\n    fn b() {}\n    // Last.\n}\n// End.\n";
    let c = module(text);
    check(&c).unwrap();
    let block = parse(&c).unwrap();
    assert_eq!(block.items.len(), 2);
    assert_eq!(block.items[1].inner.len(), 1);
    assert_eq!(block.tail.len(), 1);
}

#[test]
fn no_module_text_makes_the_linker_panic() {
    // Every shared module cut short, or with a token that opens or closes
    // something dropped in: an error or a file, never a panic.
    let repository = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let shared = copied::Tree::new(&repository).shared().unwrap();
    // xorshift64: where each token goes.
    let mut state = 26u64;
    let mut below = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    for source in shared {
        let text = source.text;
        let cuts = (0..text.len())
            .step_by(499)
            .filter(|&k| text.is_char_boundary(k));
        for k in cuts {
            let token = ["\"", "'", "{", "}", "/*", "*/", "#[", "r#\"", "b'", "\n"][k % 10];
            let at = (below(text.len())..text.len())
                .find(|&a| text.is_char_boundary(a))
                .unwrap_or(text.len());
            for mutated in [
                text[..k].to_string(),
                format!("{}{token}{}", &text[..at], &text[at..]),
            ] {
                let m = Source {
                    text: Box::leak(mutated.into_boxed_str()),
                    ..source
                };
                let _ = check(&m);
                let _ = link(&[m], "fn main() {\n    judge();\n}\n");
            }
        }
    }
}

/// A flattened module `a` and a wrapped module `b` of these texts.
fn pair(a: &str, b: &str) -> [Source; 2] {
    [
        Source {
            name: "a",
            ..module(a)
        },
        Source {
            name: "b",
            file: "src/b.rs",
            wrapped: true,
            ..module(b)
        },
    ]
}

/// What `entry` reaches of `sources`: the file's sections.
fn linked_of(sources: &[Source], entry: &str) -> String {
    link(sources, entry).unwrap().sections.concat()
}

#[test]
fn a_path_names_the_module_it_goes_through() {
    // `crate::b::util::f` is `b`'s `util`, not the `util` of the module
    // the path is written in.
    let a = "pub mod util {\n    pub fn f() {}\n}\n\npub fn g() {\n    crate::b::util::f();\n}\n";
    let b = "pub mod util {\n    pub fn f() {}\n}\n";
    let text = linked_of(&pair(a, b), "fn main() {\n    g();\n}\n");
    assert!(text.starts_with("pub fn g() {\n"), "{text}");
    assert!(
        text.contains("mod b {\n    pub mod util {\n        pub fn f() {}\n    }\n}\n"),
        "{text}"
    );
}

#[test]
fn a_member_of_a_type_is_of_the_type_the_path_names() {
    // Two types `Grid`, in two modules: `Grid::new` and a call on a
    // `Grid` keep the methods of the `Grid` in scope, not the other's.
    let grid =
        "pub struct Grid;\n\nimpl Grid {\n    pub fn new() -> Grid {\n        Grid\n    }\n\n    \
                pub fn cell(&self) -> u8 {\n        0\n    }\n}\n";
    let b = format!("{grid}\npub fn judged() {{\n    let _ = Grid;\n}}\n");
    let entry = "fn main() {\n    let g = Grid::new();\n    g.cell();\n    b::judged();\n}\n";
    let text = linked_of(&pair(grid, &b), entry);
    assert_eq!(text.matches("pub fn new()").count(), 1, "{text}");
    assert_eq!(text.matches("pub fn cell(").count(), 1, "{text}");
    assert!(
        text.contains("mod b {\n    pub struct Grid;\n\n    pub fn judged"),
        "{text}"
    );
    // And from inside a module, through `Self::` and a typed parameter.
    let b = format!(
        "{grid}\npub fn judged(g: &Grid) -> u8 {{\n    g.cell()\n}}\n\n\
         impl Grid {{\n    pub fn again() -> Grid {{\n        Self::new()\n    }}\n}}\n"
    );
    let entry = "fn main() {\n    let _ = Grid;\n    b::judged(&b::Grid::again());\n}\n";
    let text = linked_of(&pair(grid, &b), entry);
    assert!(
        text.starts_with("pub struct Grid;\n// boardsolve's `b` module.\n"),
        "{text}"
    );
    assert_eq!(text.matches("pub fn new()").count(), 1, "{text}");
    assert_eq!(text.matches("pub fn cell(").count(), 1, "{text}");
}

#[test]
fn a_variant_or_a_field_is_not_an_item_of_its_name() {
    // The variant `Strings`, the field `cell` and the method `cells`
    // declare names of their own: the struct `Strings` and the
    // functions `cell` and `cells` stay out.
    let a = "pub struct Strings;\n\npub fn cell() {}\n\npub fn cells() {}\n\n\
             pub enum Quoting {\n    Strings,\n    #[allow(dead_code)]\n    Ints(u8),\n}\n\n\
             pub struct Place {\n    pub cell: u8,\n}\n\n\
             impl Place {\n    pub fn cells(&self) -> Quoting {\n        Quoting::Strings\n    }\n}\n\n\
             pub fn quoted(p: &Place) -> Quoting {\n    let _ = Place { cell: 1 };\n    p.cells()\n}\n";
    let text = linked_of(
        &[module(a)],
        "fn main() {\n    quoted(&Place { cell: 0 });\n}\n",
    );
    assert!(
        text.contains("pub enum Quoting {\n    Strings,\n"),
        "{text}"
    );
    assert!(text.contains("pub fn cells(&self)"), "{text}");
    assert!(!text.contains("pub struct Strings;"), "{text}");
    assert!(!text.contains("pub fn cell()"), "{text}");
    assert!(!text.contains("pub fn cells()"), "{text}");
    // A variant that holds the struct names it.
    let a = "pub struct Strings;\n\npub enum Quoting {\n    Strings(Strings),\n}\n";
    let text = linked_of(
        &[module(a)],
        "fn main() {\n    let _ = Quoting::Strings;\n}\n",
    );
    assert!(text.starts_with("pub struct Strings;\n"), "{text}");
}

#[test]
fn a_method_is_kept_for_the_type_its_receiver_has() {
    // `at()` is a closure giving a `Place`: its `cell` is `Place::cell`,
    // not the `cell` of `Reader`, which is kept for `peek` alone.
    let a = "pub struct Place;\n\nimpl Place {\n    pub fn of(_: u8) -> Place {\n        Place\n    }\n\n    \
             pub fn cell(&self) -> u8 {\n        1\n    }\n}\n\n\
             pub struct Reader;\n\nimpl Reader {\n    pub fn peek(&self) {}\n\n    \
             pub fn cell(&self) -> u8 {\n        2\n    }\n}\n\n\
             pub fn judge(r: &Reader) -> u8 {\n    let at = || Place::of(1);\n    r.peek();\n    \
             at().cell()\n}\n";
    let text = linked_of(&[module(a)], "fn main() {\n    judge(&Reader);\n}\n");
    assert_eq!(text.matches("pub fn cell(").count(), 1, "{text}");
    assert!(
        text.contains("pub fn cell(&self) -> u8 {\n        1\n"),
        "{text}"
    );
    assert!(text.contains("pub fn peek(&self) {}"), "{text}");
}

#[test]
fn a_call_on_a_method_result_or_of_another_arity_keeps_no_namesake() {
    // `engine.grid().rows()`: `grid` of the bound `Engine` returns a
    // `Grid`, so `rows` is `Grid::rows`, not `Judge::rows`.
    let a = "pub struct Grid;\n\nimpl Grid {\n    pub fn rows(&self) -> usize {\n        1\n    }\n}\n\n\
             pub trait Engine {\n    fn grid(&self) -> &Grid;\n}\n\n\
             pub struct Judge;\n\nimpl Judge {\n    pub fn peek(&self) {}\n\n    \
             pub fn rows(&mut self, cells: u8, rows: &[u64]) -> u8 {\n        cells + rows.len() as u8\n    }\n}\n\n\
             pub fn play<E: Engine>(engine: E, j: &Judge) -> usize {\n    j.peek();\n    \
             engine.grid().rows()\n}\n";
    let text = linked_of(&[module(a)], "fn main() {\n    play(todo!(), &Judge);\n}\n");
    assert!(text.contains("pub fn rows(&self) -> usize"), "{text}");
    assert!(!text.contains("pub fn rows(&mut self"), "{text}");
    // A receiver of a type not known: `b.rows()` passes no argument, so
    // it is no call of `Judge::rows`, which takes two.
    let b = a.replace(
        "engine.grid().rows()",
        "let b = pick(engine);\n    b.rows()",
    );
    let b = format!("{b}\npub fn pick<E: Engine>(_: E) -> Grid {{\n    Grid\n}}\n");
    let text = linked_of(
        &[module(&b)],
        "fn main() {\n    play(todo!(), &Judge);\n}\n",
    );
    assert!(text.contains("pub fn rows(&self) -> usize"), "{text}");
    assert!(!text.contains("pub fn rows(&mut self"), "{text}");
    // Two arguments: it may be.
    let c = b.replace("b.rows()", "b.rows(1, &[])");
    let text = linked_of(
        &[module(&c)],
        "fn main() {\n    play(todo!(), &Judge);\n}\n",
    );
    assert!(text.contains("pub fn rows(&mut self"), "{text}");
}
