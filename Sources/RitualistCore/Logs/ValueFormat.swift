/// How amounts appear in messages: `8`, not `8.0`; `2.5` stays `2.5`.
package enum ValueFormat {
    package static func text(_ value: Double) -> String {
        whole(value).map { String($0) } ?? String(value)
    }

    /// The value as a whole number when it is one (and not too large to be written as one), nil otherwise.
    package static func whole(_ value: Double) -> Int? {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? Int(value) : nil
    }

    /// An amount with its unit when there is one: `20 glasses`, and `1 glass` of a unit written in the plural.
    package static func text(_ value: Double, unit: String?) -> String {
        unit.map { "\(text(value)) \(value == 1 ? singular($0) : $0)" } ?? text(value)
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
