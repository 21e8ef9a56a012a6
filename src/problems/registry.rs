//! The list of problems, one line each (see `super`): in a file of its
//! own because the build script (`build.rs`) reads it too, to link every
//! problem's forms (`emit`).

/// The problems, in the order `--help` lists them. Called with the name of
/// a macro, passes it the list (`Variant module,` each) after `args`.
#[doc(hidden)]
#[macro_export]
macro_rules! registry {
    ($callback:ident! $args:tt) => {
        $crate::$callback! { $args
            FlipChess flip_chess,
            CheckMove check_move,
            Minesweeper minesweeper,
            GoCapture go_capture,
            OthelloMoves othello_moves,
            GameOfLife game_of_life,
        }
    };
}
