import IntentKit

/// What `journal` shows of its records: one line per run (when, what, with which parameters, how it ended, how
/// long it took, in which mode), then the failure's message indented. Times are shown in `zone`, with its offset.
package enum JournalRenderer {
    /// The lines of `records`; `lost` says that runs were lost before they could be recorded (the warning above
    /// says how many), so an empty journal does not claim that nothing ran.
    package static func lines(_ records: [JournalRecord], zone: WallZone, lost: Bool = false) -> [String] {
        guard !records.isEmpty else {
            return [
                lost
                    ? "The journal is empty: the runs above were not recorded."
                    : "The journal is empty: nothing has run yet."
            ]
        }
        return records.flatMap { record in
            let state = record.ok ? "ok" : "✗ \(record.errorCase ?? "error")"
            let parameters = record.parameters.objectValue?.map { "\($0.0)=\(display($0.1))" }.joinedText(
                separator: " ")
            var line = "\(localTime(record.time, in: zone))  \(record.intent)"
            if let parameters, !parameters.isEmpty { line += " " + parameters }
            line += "  \(state)  \(JSONValue.format((record.durationMs * 10).rounded() / 10)) ms  (\(record.mode))"
            if let trigger = record.trigger { line += "  [\(trigger)]" }
            return [line] + (record.message.map { ["    " + $0] } ?? [])
        }
    }

    /// A record's time as the wall clock of `zone` showed it, `2025-11-08T12:00:00-05:00`; a time that is not a
    /// journal's stamp as it is.
    package static func localTime(_ stamp: String, in zone: WallZone) -> String {
        guard let instant = LocalMoment.instant(stamp: stamp), let local = try? zone.local(at: instant) else {
            return stamp
        }
        return local.iso
    }

    /// A record as `journal --json` shows it: the journal's line, with the local time after the UTC one.
    package static func json(_ record: JournalRecord, zone: WallZone) -> JSONValue {
        guard case .object(var fields) = record.json else { return record.json }
        fields.insert(("localTime", .string(localTime(record.time, in: zone))), at: 1)
        return .object(fields)
    }

    /// A parameter bound to a record (a habit) by its name, any other by its value.
    private static func display(_ value: JSONValue) -> String {
        value["name"]?.stringValue ?? value.literal
    }
}
