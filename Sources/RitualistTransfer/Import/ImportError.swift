/// Why an import was refused before or while writing, apart from what is wrong with the file (`TransferError`).
public enum ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The store already holds a history and `--merge` was not given.
    case storeHasHistory(habits: Int)

    /// The error's name in machine-readable output.
    public var caseName: String {
        switch self {
        case .storeHasHistory: "storeHasHistory"
        }
    }

    /// What went wrong, in a sentence for a person.
    public var description: String {
        switch self {
        case .storeHasHistory(let habits):
            "The habit store already holds a history (\(habits) habit\(habits == 1 ? "" : "s")): "
                + "import into an empty home, or add --merge to add what the file holds to it."
        }
    }
}

extension ImportSource {
    /// The format's name for people: `Loop Habit Tracker's backup`.
    public var title: String {
        switch self {
        case .ritual: "a Ritualist export"
        case .loop: "a Loop Habit Tracker backup"
        case .loopCSV: "a Loop Habit Tracker CSV export"
        case .harsh: "harsh's habits and log"
        }
    }
}
