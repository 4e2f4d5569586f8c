/// How amounts appear in messages: `8`, not `8.0`; `2.5` stays `2.5`.
package enum ValueFormat {
    package static func text(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }

    /// An amount with its unit when there is one: `20 glasses`.
    package static func text(_ value: Double, unit: String?) -> String {
        unit.map { "\(text(value)) \($0)" } ?? text(value)
    }
}
