//! A LeetCode method as data: its names, parameters and result, which a
//! problem's `emit.rs` declares. Std only and nothing else of the crate:
//! the build script (`build.rs`) compiles the problems' `emit.rs` too.

/// A parameter or result type of a LeetCode method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Type {
    /// `["..X",".O."]`: `List[str]`, `vector<string>`, `String[]`,
    /// `[]string`, `Vec<String>`.
    Strings,
    /// `[["E","M"],["B","1"]]`, one-character strings: `List[List[str]]`,
    /// `vector<vector<char>>`, `char[][]`, `[][]byte`, `Vec<Vec<char>>`.
    CharGrid,
    /// `[[0,1],[1,0]]`, integers: `List[List[int]]`,
    /// `vector<vector<int>>`, `int[][]`, `[][]int`, `Vec<Vec<i32>>`.
    IntGrid,
    /// `4`: `int`, `i32`.
    Integer,
    /// `"B"`: `str`, `char`, Go's `byte`.
    Character,
    /// `[3,0]`: `List[int]`, `vector<int>`, `int[]`, `[]int`, `Vec<i32>`.
    Integers,
    /// `true`: `bool`, `boolean` (a result only).
    Boolean,
}

/// A parameter of a LeetCode method.
pub struct Param {
    /// Its name on LeetCode (`rMove`): the harness's variable.
    pub name: &'static str,
    pub ty: Type,
}

/// A LeetCode method, the part of a problem its harness needs.
pub struct Method {
    /// The name in Python, C++, Java, JavaScript and Go (`placeStone`).
    pub name: &'static str,
    /// The parameters, one line of the testcase each, in order.
    pub params: &'static [Param],
    /// The answer LeetCode shows.
    pub returns: Output,
}

impl Method {
    /// The name in Rust: [`Method::name`] in snake case (`place_stone`), as
    /// LeetCode's Rust template spells it.
    pub fn rust(&self) -> String {
        snake(self.name)
    }
}

/// What a method's answer is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Output {
    /// What it returns, of this type.
    Returned(Type),
    /// The parameter of this index, which it changes in place and returns
    /// nothing (`void f(int[][] board)`: LeetCode shows the board after
    /// the call). Rust takes it as `&mut`.
    Changed(usize),
}

/// `CharGrid` as `char_grid`.
pub(super) fn snake(word: &str) -> String {
    let mut s = String::new();
    for (i, c) in word.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            s.push('_');
        }
        s.push(c.to_ascii_lowercase());
    }
    s
}
