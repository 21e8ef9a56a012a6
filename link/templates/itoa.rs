/// Stands in for the `itoa` crate: decimal text of a `u64`.
mod itoa {
    pub struct Buffer([u8; 20]);

    impl Buffer {
        pub fn new() -> Buffer {
            Buffer([0; 20])
        }

        /// `v` in decimal, written from the end of the buffer.
        pub fn format(&mut self, mut v: u64) -> &str {
            let mut k = self.0.len();
            loop {
                k -= 1;
                self.0[k] = b'0' + (v % 10) as u8;
                v /= 10;
                if v == 0 {
                    break;
                }
            }
            // Only ASCII digits were written.
            std::str::from_utf8(&self.0[k..]).unwrap_or("")
        }
    }
}
