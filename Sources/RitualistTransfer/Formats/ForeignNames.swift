import Primitives
import RitualistCore

/// Turns the habit names another tracker allows into ones a Ritualist store accepts, saying what it changed.
///
/// Ritualist's names are unique whatever their case, at most 50 characters, trimmed and free of control
/// characters and of characters that hide or turn text (`HabitText`); Loop's names are none of these. Two habits with one name keep their first holder's name and the
/// next ones get a suffix, `Run (2)`, with a note, so both histories arrive and the report says which is which.
struct ForeignNames {
    static let maximumLength = 50
    private var taken: Set<String> = []

    /// A usable, unused name for `name`, and the notes about what changed.
    mutating func claim(_ name: String) -> (name: String, notes: [ImportNote]) {
        var notes: [ImportNote] = []
        var base = String(
            String.UnicodeScalarView(name.unicodeScalars.filter { $0.properties.generalCategory != .control })
        )
        .trimmed
        if base != name.trimmed {
            notes.append(.init(.approximated, habit: name, reason: "its control characters were removed from the name"))
        }
        let visible = HabitText.removingRefused(from: base).trimmed
        if visible != base {
            base = visible
            notes.append(
                .init(
                    .approximated, habit: name,
                    reason: "its invisible or direction-changing characters were removed from the name"))
        }
        if base.isEmpty {
            base = "Untitled"
            notes.append(.init(.approximated, habit: name, reason: "a habit without a name was named 'Untitled'"))
        }
        if base.unicodeScalars.count > Self.maximumLength {
            base = Self.prefix(base, Self.maximumLength)
            notes.append(
                .init(
                    .approximated, habit: name,
                    reason: "the name was cut to \(Self.maximumLength) characters: '\(base)'"))
        }
        var candidate = base
        var number = 1
        while taken.contains(candidate.lowercased()) {
            number += 1
            let suffix = " (\(number))"
            candidate = Self.prefix(base, Self.maximumLength - suffix.unicodeScalars.count).trimmed + suffix
        }
        if number > 1 {
            notes.append(
                .init(
                    .approximated, habit: name,
                    reason: "renamed '\(candidate)': another habit in the file has the name '\(base)'"))
        }
        taken.insert(candidate.lowercased())
        return (candidate, notes)
    }

    private static func prefix(_ text: String, _ count: Int) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(count)))
    }
}
