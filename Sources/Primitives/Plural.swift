/// A number with its noun in agreement: `1 run`, `2 runs`, `0 files`, so that no message says "1 runs" or "run(s)".
public enum Plural {
    /// `count` and `noun`, plural unless `count` is 1; `plural` for a noun whose plural is not made with an `s`.
    public static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        // Joined, not interpolated: interpolation builds the text through a generic writer, which adds up where a
        // list of streaks counts fifty times.
        var text = String(count)
        text += " "
        text += count == 1 ? noun : plural ?? noun + "s"
        return text
    }
}

extension Plural {
    /// `items` as an English list: `a`, `a and b`, `a, b, and c`; empty for none.
    public static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return items[0] + " and " + items[1]
        default: return items.dropLast().joinedText(separator: ", ") + ", and " + items[items.count - 1]
        }
    }
}
