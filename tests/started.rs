//! The suite however it was started. A script's background job (`cargo
//! test ... &`) inherits SIGINT and SIGQUIT ignored, as POSIX shells do
//! for `&`; a CI runner or a terminal may hand down other dispositions. The
//! tests that signal a boardsolve they started give it every signal's
//! default disposition (`interrupt::default_signals`), so they pass all
//! the same: here they run again, in this test program started anew with
//! SIGINT and SIGQUIT ignored.

use std::process::Command;

/// Every test that sends a signal to a boardsolve it started, or checks
/// what boardsolve's programs inherit of signals.
const SIGNAL_TESTS: &[&str] = &[
    "contest_process::interrupts_kill_the_program_and_keep_the_failure",
    "sandbox::ctrl_c_during_a_compile_that_never_ends",
    "sandbox::sigkill_of_stress_ends_every_process_of_its_runs",
    "sandbox::programs_get_default_signals_whatever_stress_inherited",
    "sandbox::a_signal_ignored_on_entry_stays_ignored",
];

#[test]
fn the_signal_tests_pass_in_a_scripts_background_job() {
    let me = std::env::current_exe().unwrap();
    // The shell checks that both are ignored (bits 2 and 3 of its mask)
    // before it becomes the test program.
    let script = "trap '' INT QUIT; \
                  m=$(sed -n 's/^SigIgn:[[:space:]]*//p' /proc/$$/status); \
                  [ $((0x$m & 6)) -eq 6 ] || { echo \"SigIgn: $m\" >&2; exit 99; }; \
                  exec \"$@\"";
    let out = Command::new("sh")
        .args(["-c", script, "sh"])
        .arg(&me)
        .arg("--exact")
        .args(SIGNAL_TESTS)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let all = format!("test result: ok. {} passed;", SIGNAL_TESTS.len());
    assert!(
        out.status.success() && stdout.contains(&all),
        "{:?}\n{stdout}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}
