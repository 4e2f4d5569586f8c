/// What one of Loop's stored entry values means for Ritualist.
///
/// Loop stores a code for a yes/no habit (2 YES_MANUAL, 1 YES_AUTO, 0 NO, 3 SKIP, -1 UNKNOWN) and an amount ×1000
/// for a numeric one, where 3 still means SKIP and -1 no entry. YES_AUTO is never a completion: Loop derives it
/// from the habit's frequency ("not needed today"), so importing it would invent days the user never did.
enum LoopEntryValue: Equatable {
    /// A completion, with the amount to log (1 for a yes/no habit).
    case completion(Double)
    /// A skipped day: a rest day for that habit.
    case rest
    /// A YES_AUTO that Loop derived, not imported.
    case derived
    /// NO or UNKNOWN: nothing to log, as in Ritualist a day without a log is not done.
    case nothing
    /// A value Loop never writes.
    case invalid

    static let yesManual = 2
    static let yesAuto = 1
    static let no = 0
    static let skip = 3
    static let unknown = -1

    /// The meaning of `raw` for a habit that is numeric or not.
    init(raw: Int, numeric: Bool) {
        switch (raw, numeric) {
        case (Self.skip, _): self = .rest
        case (Self.unknown, _): self = .nothing
        case (Self.yesManual, false): self = .completion(1)
        case (Self.yesAuto, false): self = .derived
        case (Self.no, false): self = .nothing
        case (0..., true): self = .completion(Double(raw) / 1000)
        default: self = .invalid
        }
    }

    /// The raw value of a CSV export's `Value` cell: a code name or an integer, nil for anything else.
    static func raw(csv text: String) -> Int? {
        switch text {
        case "YES_MANUAL": yesManual
        case "YES_AUTO": yesAuto
        case "NO": no
        case "SKIP": skip
        case "UNKNOWN": unknown
        default: Int(text)
        }
    }
}
