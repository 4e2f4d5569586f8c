/// What an action's result can hold, as far as `check` knows it: the paths a composition's templates and
/// conditions may follow into `steps.ID.result`. A path that cannot reach anything in the shape is a mistake
/// `check` reports (it would render empty and make a condition false every time).
///
/// An action whose output does not say is `unknown`, and every path into it is let through.
public indirect enum ResultShape: Sendable, Equatable {
    /// Anything: the shape is not known, so every path is let through.
    case unknown
    /// One value with no fields, described for a message (`a date`, `true or false`, `a number`).
    case value(String)
    /// An object with these fields; a field that may be null is given its shape when present.
    case object([String: ResultShape])
    /// A list of items of one shape: a number picks an item by its place (from 0), and, when the items have a
    /// `name`, any other text picks the item of that name.
    case list(ResultShape)

    /// `true or false`.
    public static let boolean = ResultShape.value("true or false")
    /// `a number`.
    public static let number = ResultShape.value("a number")
    /// `text`.
    public static let text = ResultShape.value("text")
    /// `a date`.
    public static let date = ResultShape.value("a date (YYYY-MM-DD)")

    /// Why `path` cannot reach anything in this shape, in words; nil when it can reach something.
    package func problem(following path: [Reference.Segment]) -> String? {
        var shape = self
        for (position, segment) in path.enumerated() {
            // What the path reached before this segment, written only when a message names it.
            var reached: String { "'result" + Reference.Segment.written(Array(path.prefix(position))) + "'" }
            switch shape {
            case .unknown: return nil
            case .value(let what):
                return "\(reached) is \(what) and has no field '\(segment.text)'"
            case .object(let fields):
                guard let next = fields[segment.text] else {
                    let known = fields.keys.sorted()
                    let hint = Suggestion.closest(to: segment.text, in: known).map { "; did you mean '\($0)'?" }
                    return "\(reached) has no field '\(segment.text)'"
                        + (hint ?? " (its fields: " + known.joinedText(separator: ", ") + ")")
                }
                shape = next
            case .list(let item):
                guard segment.index == nil else {
                    shape = item
                    continue
                }
                if case .object(let fields) = item, fields["name"] != nil {
                    shape = item
                    continue
                }
                if case .unknown = item {
                    return nil
                }
                return "\(reached) is a list whose items have no name: pick one by its place ([0])"
            }
        }
        return nil
    }
}
