import IntentKit

/// What a command asked for `--json` prints on stdout when it fails: `{"ok": false, "error": {"case", "category",
/// "code", "message"}}`, the `error` of `run --json`'s outcome.
package enum ErrorEnvelope {
    package static func json(_ failure: any IntentFailure) -> JSONValue {
        .object([("ok", .bool(false)), ("error", failure.errorJSON)])
    }

    /// Whether `words` (a command's arguments) ask for JSON: `--json`, or `--format json`, before any `--`.
    package static func isAsked(by words: [String]) -> Bool {
        let options = words.prefix { $0 != "--" }
        return zip(options, options.dropFirst().map(Optional.some) + [nil]).contains { word, next in
            word == "--json" || word == "--format=json" || (word == "--format" && next == "json")
        }
    }
}
