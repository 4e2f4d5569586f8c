import IntentKit

/// Completes the `name=value` words of `ritual run INTENT`: parameter names, then the values a parameter takes
/// (habit names, enum values, booleans, date words).
///
/// A shell that breaks words at `=` (bash does by default) passes `habit`, `=` and `Me` as three words; both
/// that and the whole `habit=Me` are understood. Right after the `=`, bash names `=` as the word being completed
/// while it inserts after it: the values are offered as they are (the script filters them by nothing).
package enum ParameterCompletion {
    package static func candidates(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        guard let runtime = try? Console.current.runtime(),
            let intent = intentName(in: Array(words.prefix(index))),
            let declaration = runtime.makeRunner().catalog.declaration(named: intent)
        else { return [] }
        let parameters = declaration.parameters
        let logging = declaration.action.map { loggingActions.contains($0) } ?? false
        let values = { (parameter: ParameterDeclaration, prefix: String) -> [String] in
            Self.values(for: parameter, prefix: prefix, logging: logging)
        }
        if prefix == "=", index >= 1, let parameter = parameters.first(where: { $0.name == words[index - 1] }) {
            return values(parameter, "")
        }
        if let equals = prefix.firstIndex(of: "=") {
            let name = String(prefix[..<equals])
            let typed = String(prefix[prefix.index(after: equals)...])
            guard let parameter = parameters.first(where: { $0.name == name }) else { return [] }
            return values(parameter, typed).map { name + "=" + $0 }
        }
        if index >= 2, words[index - 1] == "=", let parameter = parameters.first(where: { $0.name == words[index - 2] })
        {
            return values(parameter, prefix)
        }
        let given = Set(words.prefix(index).compactMap { $0.split(separator: "=").first.map(String.init) })
        let names = parameters.map(\.name).filter { !given.contains($0) }
        return CompletionWords.matching(prefix, in: names.map { $0 + "=" })
    }

    /// The first word after `run` that is not an option.
    private static func intentName(in words: [String]) -> String? {
        guard let run = words.firstIndex(of: "run") else { return nil }
        return words[words.index(after: run)...].first { !$0.hasPrefix("-") }
    }

    /// The actions that write a log on their `date`, which is never after today (`LogHabitError.futureDate`): their
    /// date words leave `tomorrow` out, as `done`, `log` and `undo`'s `--date` do.
    static let loggingActions: Set = ["habits.complete", "habits.log", "habits.undo"]

    private static func values(for parameter: ParameterDeclaration, prefix: String, logging: Bool) -> [String] {
        switch parameter.type {
        case .date: return logging ? DateWordNames.notFuture(prefix) : DateWordNames.all(prefix)
        case .boolean: return CompletionWords.matching(prefix, in: ["true", "false"])
        case .enumeration: return CompletionWords.matching(prefix, in: parameter.values)
        case .entity("habit"): return HabitNames.all(prefix)
        // DayStatus', Streaks', Stats' and ListHabits' category: the categories habits have.
        case .string where parameter.name == "category": return HabitNames.categories(prefix)
        default: return []
        }
    }
}
