//! Work split over threads, the one shape every solver that puts both cores
//! on a single large input uses: each part on a scoped thread of its own,
//! the first on the caller's, results in part order.

/// Runs `f(k, part)` for every part `k`: part 0 on this thread, each other
/// part on its own scoped thread. Returns the results in part order. A
/// worker's panic (a bug) is passed on as this thread's.
pub fn each_part<W: Send, T: Send>(work: Vec<W>, f: impl Fn(usize, W) -> T + Sync) -> Vec<T> {
    let f = &f;
    std::thread::scope(|s| {
        let mut work = work.into_iter().enumerate();
        let Some((_, first)) = work.next() else {
            return Vec::new();
        };
        let others: Vec<_> = work.map(|(k, w)| s.spawn(move || f(k, w))).collect();
        let mut done = vec![f(0, first)];
        done.extend(
            others
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))),
        );
        done
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_back_in_part_order() {
        for parts in 0..5 {
            let work: Vec<u64> = (0..parts).map(|k| 10 * k).collect();
            let done = each_part(work, |k, w| (k, w + 1));
            let want: Vec<(usize, u64)> = (0..parts).map(|k| (k as usize, 10 * k + 1)).collect();
            assert_eq!(done, want);
        }
    }
}
