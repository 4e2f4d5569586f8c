import Primitives
import RitualistCore

/// Makes the optional text fields another tracker wrote (a unit, a category) ones the domain accepts, field by
/// field: one bad field costs that field, never the habit or the rest of the import.
///
/// Control characters, and those that hide or turn text, are removed; a value the domain's validation still refuses after that is left out. Either
/// way a note names the habit, the field and the value as written, its invisible characters spelled out.
enum ForeignFields {
    /// `habit` with its unit and category cleaned as above, and the notes about what changed; `name` is the habit's
    /// name in the file.
    static func settle(_ habit: inout Habit, name: String) -> [ImportNote] {
        var notes: [ImportNote] = []
        for field in [Field.unit, .category] {
            guard let value = habit[keyPath: field.path] else { continue }
            let withoutControls = withoutControlCharacters(value)
            let cleaned = HabitText.removingRefused(from: withoutControls).trimmed
            if cleaned != value.trimmed {
                habit[keyPath: field.path] = cleaned.isEmpty ? nil : cleaned
                let now = cleaned.isEmpty ? "left out" : "'\(cleaned)'"
                let what =
                    withoutControls == value.trimmed
                    ? "invisible or direction-changing characters" : "control characters"
                notes.append(
                    .init(
                        .approximated, habit: name,
                        reason: "its \(field.word) '\(ReportText.shown(value))' held \(what): \(now)"))
            }
            if let problem = HabitDraft(habit: habit).problems().first(where: field.isAbout),
                let refused = habit[keyPath: field.path]
            {
                habit[keyPath: field.path] = nil
                notes.append(
                    .init(
                        .notImported, habit: name,
                        reason: "its \(field.word) '\(ReportText.shown(refused))': \(problem.message)"))
            }
        }
        return notes
    }

    private enum Field {
        case unit, category

        var path: WritableKeyPath<Habit, String?> {
            switch self {
            case .unit: \.unit
            case .category: \.category
            }
        }

        var word: String {
            switch self {
            case .unit: "unit"
            case .category: "category"
            }
        }

        /// Whether the domain's `problem` is about this field's text.
        func isAbout(_ problem: HabitValidationError) -> Bool {
            switch problem {
            case .controlCharacter(let field), .invisibleCharacter(let field, _, _): field == word
            case .unitLength: self == .unit
            // A rule about the characters of a text field names the field it is about among its values.
            default: String(describing: problem).contains("\"\(word)\"")
            }
        }
    }

    /// `text` trimmed and without its control characters.
    static func withoutControlCharacters(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .control }))
            .trimmed
    }
}
