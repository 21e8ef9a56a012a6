//! The flip-chess solver against its naive reference and the statement's samples.

use super::*;
use crate::par::Threads;

fn board(rows: &[&str]) -> Grid {
    Grid::from_rows(rows)
}

#[test]
fn statement_samples() {
    let samples: [(&[&str], u64); 3] = [
        (&["....X.", "....X.", "XOOO..", "......", "......"], 3),
        (&[".X.", ".O.", "XO."], 2),
        (
            &[
                ".......", ".......", ".......", "X......", ".O.....", "..O....", "....OOX",
            ],
            4,
        ),
    ];
    for (rows, want) in samples {
        let g = board(rows);
        assert_eq!(naive(&g).flips, want, "{rows:?}");
        assert_eq!(solve(&g).flips, want, "{rows:?}");
        assert_eq!(large(&g).flips, want, "{rows:?}");
        assert_eq!(large_in(&g, &Threads::new(2)).flips, want, "{rows:?}");
    }
    // Example 3 is played at (6, 3).
    let g = board(samples[2].0);
    assert_eq!(solve(&g).cell, Some((6, 3)));
}

/// A small xorshift for this test's boards.
fn boards(seed: u64, count: usize, max_side: u64) -> Vec<Grid> {
    let mut rng = crate::rng::Rng::new(seed);
    let mut rand = move |n: u64| rng.below(n);
    (0..count)
        .map(|_| {
            let (n, m) = (1 + rand(max_side) as usize, 1 + rand(max_side) as usize);
            let (pe, pb) = (rand(100), rand(100));
            let rows: Vec<Vec<u8>> = (0..n)
                .map(|_| {
                    (0..m)
                        .map(|_| {
                            if rand(100) < pe {
                                EMPTY
                            } else if rand(100) < pb {
                                BLACK
                            } else {
                                WHITE
                            }
                        })
                        .collect()
                })
                .collect();
            Grid::from_rows(&rows)
        })
        .collect()
}

#[test]
fn fast_paths_match_naive() {
    for (k, g) in boards(0x1234_5678_9abc_def1, 12_000, 12).iter().enumerate() {
        let want = naive(g);
        assert_eq!(solve(g), want, "board {k}: {g:?}");
        assert_eq!(large(g), want, "board {k}: {g:?}");
    }
    for (k, g) in boards(77, 300, 30).iter().enumerate() {
        let want = naive(g);
        assert_eq!(solve_in(g, &Threads::new(2)), want, "board {k}: {g:?}");
        assert_eq!(large_in(g, &Threads::new(2)), want, "board {k}: {g:?}");
    }
}

/// A white between two stones one wave turned flips in the next wave,
/// closed by neither alone: (1, 1) lies between (0, 2) and (2, 0),
/// which the move at (0, 0) turns in the same wave.
#[test]
fn a_white_between_two_stones_of_one_wave_flips() {
    let g = board(&[".OOX", "OO..", "O...", "X..."]);
    let want = Best {
        flips: 5,
        cell: Some((0, 0)),
    };
    assert_eq!(naive(&g), want);
    assert_eq!(solve(&g), want);
}

/// Chains of many waves: boards up to 8x8 mostly white, and combs (a
/// white column closed at the top, white rows closed at the right),
/// where each wave's fills cross stones turned waves before.
#[test]
fn waves_match_the_queue_on_long_chains() {
    let mut deep = 0;
    let mut rng = crate::rng::Rng::new(0x9E37_79B9_7F4A_7C15);
    let mut rand = move |n: u64| rng.below(n);
    for k in 0..20_000 {
        let (n, m) = (1 + rand(8) as usize, 1 + rand(8) as usize);
        let (pe, pb) = (1 + rand(20), 5 + rand(30));
        let comb = k % 3 == 0;
        let rows: Vec<Vec<u8>> = (0..n)
            .map(|r| {
                (0..m)
                    .map(|c| match rand(100) {
                        _ if comb && r == 0 && c == 0 => BLACK,
                        _ if comb && c == 0 => WHITE,
                        _ if comb && r % 2 == 1 && c == m - 1 => BLACK,
                        _ if comb && r % 2 == 1 && rand(8) != 0 => WHITE,
                        x if x < pe => EMPTY,
                        x if x < pe + pb => BLACK,
                        _ => WHITE,
                    })
                    .collect()
            })
            .collect();
        let g = Grid::from_rows(&rows);
        let want = naive(&g);
        assert_eq!(solve(&g), want, "board {k}: {g:?}");
        if let Some((r, c)) = want.cell {
            let waves = waves(&g, g.index(r, c));
            deep += usize::from(waves.iter().any(|&(_, w)| w >= 4));
        }
    }
    assert!(deep > 1000, "{deep} boards with chains of 4 waves");
}

/// The bits a frame's cells are read by stand for their bytes only.
#[test]
fn frame_masks_read_every_cell() {
    let mut s = 7u64;
    for _ in 0..5000 {
        let mut f = [0u8; 64];
        for b in f.iter_mut() {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            *b = [0, EMPTY, BLACK, WHITE][(s >> 62) as usize];
        }
        let m = bitboard::frame_masks(&f);
        for (i, &b) in f.iter().enumerate() {
            let got = m.map(|m| m >> i & 1 == 1);
            assert_eq!(got, [b == EMPTY, b == BLACK, b == WHITE], "{f:?}");
        }
    }
}
