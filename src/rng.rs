//! The one PRNG: SplitMix64 (Steele, Lea and Flood, 2014; Vigna's
//! reference `splitmix64.c`): a 64-bit state advanced by the golden-ratio
//! increment, each output the state mixed by two xor-shift-multiply
//! rounds. Bounded draws use Lemire's multiply-shift (`(x * n) >> 64`,
//! bias below n/2^64), shares use the top 53 bits as a fraction. `gen`
//! draws its inputs from it (`kit::gen` re-exports it), and the tests
//! their random cases.

/// SplitMix64.
#[derive(Clone, Debug)]
pub struct Rng(u64);

/// SplitMix64's increment: 2^64 over the golden ratio, odd.
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(GOLDEN);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// The stream `k` draws of [`Rng::next_u64`] on, in O(1): the state is
    /// a counter, so a generator can draw what comes after a board (a
    /// line through it) before the board, and stream the board.
    pub fn skip(&mut self, k: u64) {
        self.0 = self.0.wrapping_add(GOLDEN.wrapping_mul(k));
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        ((self.next_u64() >> 11) as f64) * (1.0 / (1u64 << 53) as f64) < p
    }

    /// Index drawn with the given weights (not all zero).
    pub fn weighted(&mut self, weights: &[f64]) -> usize {
        let total: f64 = weights.iter().sum();
        let mut x = ((self.next_u64() >> 11) as f64) * (1.0 / (1u64 << 53) as f64) * total;
        for (k, &w) in weights.iter().enumerate() {
            if x < w {
                return k;
            }
            x -= w;
        }
        weights.len() - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_reference_values() {
        // The first outputs for seed 1234567 of Vigna's splitmix64.c.
        let mut r = Rng::new(1234567);
        assert_eq!(r.next_u64(), 6457827717110365317);
        assert_eq!(r.next_u64(), 3203168211198807973);
        assert_eq!(r.next_u64(), 9817491932198370423);
    }

    #[test]
    fn skipping_k_draws_is_drawing_them() {
        let (mut a, mut b) = (Rng::new(99), Rng::new(99));
        for _ in 0..1000 {
            a.next_u64();
        }
        b.skip(1000);
        assert_eq!(a.next_u64(), b.next_u64());
    }
}
