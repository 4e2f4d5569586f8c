extension JournalRecord {
    /// The longest string a record keeps whole, in bytes.
    static let maximumStringBytes = 256
    /// How much of a longer string is kept, in bytes (whole characters only).
    static let keptStringBytes = 200
    /// No record's line is shorter: the keys and the time alone take this many bytes.
    static let minimumBytes = 100

    /// The record as the journal stores it, within `Journal.maximumRecordBytes`: each string longer than
    /// `maximumStringBytes` (a parameter, a key, the message) is cut to its start and `…(truncated, N bytes)`,
    /// and parameters that still do not fit become one such marker.
    package func bounded() -> JournalRecord {
        boundedWithText().record
    }

    /// The bounded record serialized, as the journal writes it: the text its size was measured on.
    var boundedText: String { boundedWithText().text }

    private func boundedWithText() -> (record: JournalRecord, text: String) {
        var cut = JournalRecord(
            time: JournalRecord.cut(time), intent: JournalRecord.cut(intent),
            parameters: JournalRecord.cutStrings(in: parameters), ok: ok, errorCase: errorCase.map(JournalRecord.cut),
            message: message.map(JournalRecord.cut), durationMs: durationMs, mode: JournalRecord.cut(mode),
            steps: steps.map(JournalRecord.cutStrings), category: category)
        cut.trigger = trigger.map(JournalRecord.cut)
        let cutText = cut.json.serialized()
        guard cutText.utf8.count >= Journal.maximumRecordBytes else { return (cut, cutText) }
        // Too large still: the steps, then the parameters, give way to markers saying how large they were.
        let stepsMarker = steps.map { JSONValue.string(JournalRecord.marker(bytes: $0.serialized().utf8.count)) }
        var lighter = JournalRecord(
            time: cut.time, intent: cut.intent, parameters: cut.parameters, ok: ok, errorCase: cut.errorCase,
            message: cut.message, durationMs: durationMs, mode: cut.mode, steps: stepsMarker, category: category)
        lighter.trigger = cut.trigger
        let lighterText = lighter.json.serialized()
        guard lighterText.utf8.count >= Journal.maximumRecordBytes else { return (lighter, lighterText) }
        var lightest = JournalRecord(
            time: cut.time, intent: cut.intent,
            parameters: .string(JournalRecord.marker(bytes: parameters.serialized().utf8.count)), ok: ok,
            errorCase: cut.errorCase, message: cut.message, durationMs: durationMs, mode: cut.mode,
            steps: stepsMarker, category: category)
        lightest.trigger = cut.trigger
        return (lightest, lightest.json.serialized())
    }

    private static func cutStrings(in value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): return .string(cut(text))
        case .array(let elements): return .array(elements.map(cutStrings))
        case .object(let pairs): return .object(pairs.map { (cut($0.0), cutStrings(in: $0.1)) })
        case .null, .bool, .int, .double: return value
        }
    }

    private static func cut(_ text: String) -> String {
        let size = text.utf8.count
        guard size > maximumStringBytes else { return text }
        var kept = 0
        var end = text.startIndex
        for character in text {
            let length = character.utf8.count
            guard kept + length <= keptStringBytes else { break }
            kept += length
            end = text.index(after: end)
        }
        return text[..<end] + marker(bytes: size)
    }

    private static func marker(bytes: Int) -> String {
        "…(truncated, \(bytes) bytes)"
    }
}
