/// How amounts appear in messages: `8`, not `8.0`; `2.5` stays `2.5`.
package enum ValueFormat {
    package static func text(_ value: Double) -> String {
        whole(value).map { String($0) } ?? String(value)
    }

    /// The value as a whole number when it is one (and not too large to be written as one), nil otherwise.
    package static func whole(_ value: Double) -> Int? {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? Int(value) : nil
    }

    /// An amount with its unit when there is one: `20 glasses`.
    package static func text(_ value: Double, unit: String?) -> String {
        unit.map { "\(text(value)) \($0)" } ?? text(value)
    }
}
