/// How amounts appear in messages: `8`, not `8.0`; `2.5` stays `2.5`.
package enum ValueFormat {
    package static func text(_ value: Double) -> String {
        whole(value).map { String($0) } ?? String(value)
    }

    /// The value as a whole number when it is one (and not too large to be written as one), nil otherwise.
    package static func whole(_ value: Double) -> Int? {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? Int(value) : nil
    }

    /// An amount with its unit when there is one, agreeing in number whichever way the unit was written: `1 glass`
    /// and `20 glasses` of `glasses` or of `glass`.
    package static func text(_ value: Double, unit: String?) -> String {
        unit.map { "\(text(value)) \(self.unit($0, for: value))" } ?? text(value)
    }

    /// `unit` in the number `value` asks for: the singular for exactly 1, the plural otherwise.
    package static func unit(_ unit: String, for value: Double) -> String {
        value == 1 ? singular(unit) : plural(unit)
    }

    /// Abbreviations written as words that take no plural ending.
    private static let abbreviations: Set<String> = [
        "min", "sec", "hr", "kcal", "cal", "mph", "kph", "bpm", "rpm", "rep", "reps", "kwh", "mah", "ppm",
    ]

    /// A unit written in the singular as a word (`cup`, `glass`, `story`, `push-up`), in the plural; a unit already
    /// plural, an abbreviation (`km`, `ml`, `min`, `kcal`), a symbol or a phrase (`glasses of water`) is left as
    /// written.
    package static func plural(_ unit: String) -> String {
        let lower = unit.lowercased()
        let last = lower.split(separator: "-").last.map(String.init) ?? lower
        let isWord =
            lower.count >= 3 && last.count >= 2 && lower.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
            && last.contains { "aeiouy".contains($0) } && unit.dropFirst().allSatisfy { !$0.isUppercase }
        guard isWord, !abbreviations.contains(lower) else { return unit }
        if last.hasSuffix("s") {
            return last.hasSuffix("ss") ? unit + "es" : unit
        }
        for ending in ["sh", "ch", "x", "z"] where last.hasSuffix(ending) { return unit + "es" }
        if last.hasSuffix("y"), let before = last.dropLast().last, !"aeiou".contains(before) {
            return String(unit.dropLast()) + "ies"
        }
        return unit + "s"
    }

    /// A unit written in the plural, as people write units (`cups`, `glasses`, `pages`, `stories`), in the
    /// singular; a unit that is not such a plural (`km`, `ml`, `cup`, `focus`, `glass`) is left as written.
    package static func singular(_ unit: String) -> String {
        let lower = unit.lowercased()
        guard unit.count >= 3, lower.hasSuffix("s"), lower.last(where: \.isLetter) == "s" else { return unit }
        if lower.hasSuffix("ies") { return String(unit.dropLast(3)) + (unit.hasSuffix("IES") ? "Y" : "y") }
        for ending in ["sses", "shes", "ches", "xes", "zzes"] where lower.hasSuffix(ending) {
            return String(unit.dropLast(2))
        }
        for ending in ["ss", "us", "is", "'s"] where lower.hasSuffix(ending) { return unit }
        return String(unit.dropLast())
    }
}
