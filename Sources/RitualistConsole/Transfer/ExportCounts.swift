import IntentKit
import RitualistTransfer

/// How much an export holds, for its confirmation.
package struct ExportCounts {
    package let habits: Int
    package let logs: Int
    package let restDays: Int

    package init(_ snapshot: HistorySnapshot) {
        habits = snapshot.habits.count
        logs = snapshot.logs.count
        restDays = snapshot.restDays.count
    }

    /// `3 habits, 120 logs and 2 rest days`.
    package var text: String {
        "\(habits) habit\(habits == 1 ? "" : "s"), \(logs) log\(logs == 1 ? "" : "s") and "
            + "\(restDays) rest day\(restDays == 1 ? "" : "s")"
    }

    package func json(file: String, format: ExportFormat) -> JSONValue {
        .object([
            ("ok", .bool(true)), ("file", .string(file)), ("format", .string(format.rawValue)),
            ("habits", .int(habits)), ("logs", .int(logs)), ("restDays", .int(restDays)),
        ])
    }
}
