//! The I/O floor for the benchmarks: reads stdin in 64 KiB blocks, touching
//! every byte (it parses every run of digits into a number and folds the
//! numbers into a checksum, as a solver's scanner must), then writes
//! exactly OUT_BYTES bytes of output in 64 KiB blocks. A solver can be no
//! faster than this on the same input and the same output size.
//!
//! Usage: floor OUT_BYTES < input > output      (rustc -O floor.rs)

use std::io::{Read, Write};

fn main() {
    let want: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .expect("usage: floor OUT_BYTES < input");
    let mut input = std::io::stdin().lock();
    let mut buf = vec![0u8; 1 << 16];
    let (mut sum, mut v) = (0u64, 0u64);
    loop {
        let n = match input.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => panic!("read: {e}"),
        };
        for &b in &buf[..n] {
            let d = b.wrapping_sub(b'0');
            if d < 10 {
                v = v.wrapping_mul(10).wrapping_add(u64::from(d));
            } else {
                sum = sum.wrapping_add(v);
                v = 0;
            }
        }
    }
    let mut block = vec![b'0'; 1 << 16];
    // Lines of output, like the solvers'; the checksum keeps the parse alive.
    for (i, b) in block.iter_mut().enumerate() {
        if i % 4 == 3 {
            *b = b'\n';
        }
    }
    block[0] = b'0' + (sum.wrapping_add(v) % 10) as u8;
    let mut out = std::io::stdout().lock();
    let mut left = want;
    while left > 0 {
        let n = left.min(block.len() as u64) as usize;
        out.write_all(&block[..n]).expect("write");
        left -= n as u64;
    }
    out.flush().expect("flush");
}
