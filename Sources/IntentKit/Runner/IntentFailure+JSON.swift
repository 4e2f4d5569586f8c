extension IntentFailure {
    /// `{"case", "category", "code", "message"}`: the failure as outcomes and error envelopes show it, where
    /// `code` is the exit status its category has under strict mode.
    package var errorJSON: JSONValue {
        .object([
            ("case", .string(caseName)), ("category", .string(category.rawValue)),
            ("code", .int(Int(category.exitCode))), ("message", .string(message)),
        ])
    }
}
