//! The minesweeper solver against its naive reference and the statement's samples.

use super::*;
use crate::par::Threads;

fn after(rows: &[&str], r: usize, c: usize, naive_too: bool) -> Vec<String> {
    let mut g = Grid::from_rows(rows);
    solve(&mut g, r, c);
    let fast: Vec<String> = (0..g.rows())
        .map(|k| g.row(k).iter().map(|&b| show(b) as char).collect())
        .collect();
    // The same on two and three bands of rows, on one thread and on as
    // many threads as bands.
    for (parts, threads) in [(2, 1), (2, 2), (3, 3)] {
        let mut h = Grid::from_rows(rows);
        let split = Threads::new(threads);
        click(&mut h, r, c, |g, p| reveal_in_bands(g, p, parts, &split));
        let banded: Vec<String> = (0..h.rows())
            .map(|k| h.row(k).iter().map(|&b| show(b) as char).collect())
            .collect();
        assert_eq!(fast, banded, "{parts} parts: {rows:?} click ({r}, {c})");
    }
    if naive_too {
        let mut h = Grid::from_rows(rows);
        naive(&mut h, r, c);
        let slow: Vec<String> = (0..h.rows())
            .map(|k| String::from_utf8(h.row(k).to_vec()).unwrap())
            .collect();
        assert_eq!(fast, slow, "{rows:?} click ({r}, {c})");
    }
    fast
}

#[test]
fn statement_samples() {
    let board = ["EEEEE", "EEMEE", "EEEEE", "EEEEE"];
    assert_eq!(
        after(&board, 3, 0, true),
        ["B1E1B", "B1M1B", "B111B", "BBBBB"]
    );
    let board = ["B1E1B", "B1M1B", "B111B", "BBBBB"];
    assert_eq!(
        after(&board, 1, 2, true),
        ["B1E1B", "B1X1B", "B111B", "BBBBB"]
    );
}

#[test]
fn spans_match_bfs() {
    let mut rng = crate::rng::Rng::new(0x0BAD_5EED_1234_5678);
    let mut rand = move |n: u64| rng.below(n);
    for _ in 0..20_000 {
        let (n, m) = (1 + rand(30) as usize, 1 + rand(30) as usize);
        let mine_share = rand(40);
        let revealed_share = rand(3) * 10;
        let rows: Vec<String> = (0..n)
            .map(|_| {
                (0..m)
                    .map(|_| {
                        if rand(100) < mine_share {
                            if rand(10) == 0 {
                                'X'
                            } else {
                                'M'
                            }
                        } else if rand(100) < revealed_share {
                            ['B', '1', '2', '8'][rand(4) as usize]
                        } else {
                            'E'
                        }
                    })
                    .collect()
            })
            .collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        after(
            &rows,
            rand(n as u64) as usize,
            rand(m as u64) as usize,
            true,
        );
    }
}
