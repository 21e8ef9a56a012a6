impl Solution {
    pub fn set_zeroes(matrix: &mut Vec<Vec<i32>>) {
        let rows: Vec<bool> = matrix.iter().map(|row| row.contains(&0)).collect();
        let cols: Vec<bool> = (0..matrix[0].len())
            .map(|c| matrix.iter().any(|row| row[c] == 0))
            .collect();
        for (r, row) in matrix.iter_mut().enumerate() {
            for (c, v) in row.iter_mut().enumerate() {
                if rows[r] || cols[c] {
                    *v = 0;
                }
            }
        }
    }
}
