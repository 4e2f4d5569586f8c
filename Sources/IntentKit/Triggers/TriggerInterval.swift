/// An interval as `every:` writes it (`30m`, `2h`, `90s` …), in whole minutes from one minute to a day: the one
/// reading of a trigger's `every:` and of config.yaml's `sync: {every: 15m}`.
package enum TriggerInterval {
    /// The minutes `text` says, or the problem with it, worded for `key` (`'every'`, `'sync every'`).
    package static func minutes(_ text: String, key: String = "every") -> Result<Int, Problem> {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let unit = text.dropFirst(digits.count)
        let scale = ["s": 1, "m": 60, "min": 60, "h": 3600][String(unit)]
        guard !digits.isEmpty, digits.count <= 6, let count = Int(digits), let scale, count > 0 else {
            return .failure(
                Problem(
                    "invalid interval '\(text.clipped())' for '\(key)' (expected minutes or hours, such as 30m or 2h)"))
        }
        let seconds = count * scale
        if seconds < 60 {
            return .failure(Problem("interval '\(text)' is under a minute (a trigger runs at most once a minute)"))
        } else if seconds % 60 != 0 {
            return .failure(Problem("interval '\(text)' is not a whole number of minutes"))
        } else if seconds > 86_400 {
            return .failure(Problem("interval '\(text)' is longer than a day (use 'at' or 'calendar')"))
        }
        return .success(seconds / 60)
    }

    /// What is wrong with an interval, in the words of a diagnostic.
    package struct Problem: Error, Equatable {
        /// The diagnostic's message.
        package let message: String

        init(_ message: String) { self.message = message }
    }
}
