
// A contestant's own main: one JSON parameter a line, one answer a line.
int main() {
    for (string line; getline(cin, line);) {
        vector<string> board;
        for (size_t i = line.find('"'); i != string::npos; i = line.find('"', i + 1)) {
            size_t j = line.find('"', i + 1);
            board.push_back(line.substr(i + 1, j - i - 1));
            i = j;
        }
        if (!board.empty()) cout << Solution().flipChess(board) << '\n';
    }
}
