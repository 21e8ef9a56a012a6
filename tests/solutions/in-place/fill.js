/**
 * @param {character} mark
 * @param {character[][]} board
 * @return {void} Do not return anything, modify board in-place instead.
 */
var fillBoard = function (mark, board) {
  for (const row of board) {
    row.fill(mark);
  }
};
