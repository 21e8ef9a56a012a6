use std::io::{self, Read, Write};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = v[0] as i64;
    let at = |x: i64, y: i64| v[(1 + x * n + y) as usize];
    let p = v[(1 + n * n) as usize];
    let q = 3 - p;
    let inside = |x: i64, y: i64| x >= 0 && x < n && y >= 0 && y < n;
    let mut out = String::new();
    for i in 0..n {
        for j in 0..n {
            if at(i, j) != 0 {
                continue;
            }
            let legal = (-1..=1).any(|dx| {
                (-1..=1).any(|dy| {
                    if dx == 0 && dy == 0 {
                        return false;
                    }
                    let (mut x, mut y, mut k) = (i + dx, j + dy, 0);
                    while inside(x, y) && at(x, y) == q {
                        x += dx;
                        y += dy;
                        k += 1;
                    }
                    k > 0 && inside(x, y) && at(x, y) == p
                })
            });
            if legal {
                out += &format!("{i},{j}\n");
            }
        }
    }
    if out.is_empty() {
        out = "NULL\n".to_string();
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
