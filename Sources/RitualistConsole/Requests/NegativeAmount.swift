import RitualistApp

/// `ritual log Water -1`: the parser would take `-1` for an option and say "unknown option"; the words are read
/// first, and a negative amount gets a message saying amounts are never negative and how a day is corrected.
package enum NegativeAmount {
    package static func refusal(in words: [String]) -> FrontEndError? {
        guard words.first == "log" else { return nil }
        let rest = words.dropFirst()
        guard let amount = rest.first(where: { $0.hasPrefix("-") && Double($0) != nil }) else { return nil }
        let habit = rest.first { !$0.hasPrefix("-") } ?? "HABIT"
        return .negativeAmount(amount, habit: habit)
    }
}
