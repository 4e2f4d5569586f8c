import IntentKit

/// What a command asked for `--json` prints on stdout when it fails: `{"ok": false, "error": {"case", "category",
/// "code", "message"}}`, the `error` of `run --json`'s outcome.
package enum ErrorEnvelope {
    package static func json(_ failure: any IntentFailure) -> JSONValue {
        .object([("ok", .bool(false)), ("error", failure.errorJSON)])
    }

    /// Whether `words` (a command's arguments) ask for JSON: `--json`, or `--format json`, before any `--`.
    package static func isAsked(by words: [String]) -> Bool {
        // Word by word (an array of optional words made for the pairs was costly on every run).
        for (index, word) in words.enumerated() {
            if word == "--" { return false }
            if word == "--json" || word == "--format=json" { return true }
            if word == "--format", index + 1 < words.count, words[index + 1] == "json" { return true }
        }
        return false
    }
}
