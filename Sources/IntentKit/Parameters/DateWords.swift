/// Resolves the words a `date` parameter accepts: `YYYY-MM-DD`, `today`, `yesterday`, `tomorrow`, and the words
/// plugins register (such as `selected`), which are looked up only when a run uses them.
package struct DateWords: Sendable {
    /// Words every runner knows.
    package static let builtinWords = ["today", "yesterday", "tomorrow"]

    let today: CalendarDate
    let pluginWords: [String: @Sendable () throws -> CalendarDate]

    /// The words as of `today`, with the plugins' words and how to resolve each.
    package init(today: CalendarDate, pluginWords: [String: @Sendable () throws -> CalendarDate] = [:]) {
        self.today = today
        self.pluginWords = pluginWords
    }

    /// Every word, built-in first.
    package var words: [String] { DateWords.builtinWords + pluginWords.keys.sorted() }

    /// The date `text` names for `parameter`. A plugin word's own failure (a store that cannot open) is
    /// rethrown as it is.
    package func resolve(_ text: String, parameter: String) throws -> CalendarDate {
        if let date = CalendarDate(iso: text) { return date }
        switch text.lowercased() {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        case "tomorrow": return today.adding(days: 1)
        case let word:
            guard let resolver = pluginWords[word] else {
                throw ParameterError.unknownDateWord(parameter: parameter, value: text, known: words)
            }
            return try resolver()
        }
    }

    /// Whether `text` is a date this runner could resolve, without resolving plugin words.
    package static func isWellFormed(_ text: String, pluginWords: Set<String>) -> Bool {
        CalendarDate(iso: text) != nil || builtinWords.contains(text.lowercased())
            || pluginWords.contains(text.lowercased())
    }
}
