
/// The board's cells as LeetCode passes them.
fn chars(g: &Grid) -> Vec<Vec<char>> {
    let row = |r: usize| g.row(r).iter().map(|&b| char::from(b)).collect();
    (0..g.rows()).map(row).collect()
}
