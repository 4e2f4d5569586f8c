/// Finds the longest run in a sequence of steps where some steps add one, some break the run and
/// the rest are neutral.
struct RunTracker {
    private(set) var longest = 0
    private(set) var longestStart: Int?
    private var length = 0
    private var start: Int?

    mutating func count(at position: Int) {
        if length == 0 { start = position }
        length += 1
        if length > longest {
            longest = length
            longestStart = start
        }
    }

    mutating func breakRun() {
        length = 0
        start = nil
    }
}
