/// LeetCode declares this itself: leave it out when submitting.
struct Solution;

/// Runs the testcases on stdin (LeetCode's format or the plain one) through
/// `Solution`, for trying the file locally.
// @MAIN@
// @HELPERS@
