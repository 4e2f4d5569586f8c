import RitualistCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The entry a `SyncEntry` carries, both ways: a change-log entry as the body of version 1, and back, strictly.
///
/// The body is a JSON object with sorted keys: `data` (as the change log keeps it), `habit` (absent for none), `id`,
/// `kind`, `machine`, `operation`, `reverses` (absent for none) and `time` (seconds since 1970, UTC). Reading refuses
/// what this build cannot apply faithfully, in words that say why (`SyncWireError`).
package enum SyncWire {
    /// The version of the body this build writes and reads.
    package static let version = 1

    /// The largest body read, in bytes of UTF-8: 1 MiB. The largest entry a machine writes is an undo naming every
    /// log of a habit's removal (about 40 bytes per log), so this leaves room for some 25,000 logs, seventy years of
    /// a daily habit, and keeps one hostile entry from costing a pull more than a moment.
    package static let maximumBodyBytes = 1_048_576

    /// `entry` as it travels.
    package static func syncEntry(_ entry: ChangeEntry) -> SyncEntry {
        var members: [(String, String)] = [
            ("data", entry.data.json), ("id", JSONText.string(entry.id.text)),
            ("kind", JSONText.string(entry.kind.rawValue)), ("machine", JSONText.string(entry.machine.text)),
            ("operation", JSONText.string(entry.operation.text)),
            ("time", JSONText.number(entry.time.timeIntervalSince1970)),
        ]
        if let habit = entry.habitID { members.append(("habit", JSONText.string(habit.text))) }
        if !entry.reverses.isEmpty {
            members.append(
                ("reverses", "[" + entry.reverses.map { JSONText.string($0.text) }.joinedText(separator: ",") + "]"))
        }
        let body =
            "{" + members.sorted { $0.0 < $1.0 }.map { JSONText.string($0.0) + ":" + $0.1 }.joinedText(separator: ",")
            + "}"
        return SyncEntry(
            id: entry.id, machine: entry.machine, kind: entry.kind.rawValue, version: version, body: body,
            stampedAt: entry.time)
    }

    /// The change-log entry `entry` carries, or the reason it cannot be applied here.
    package static func changeEntry(_ entry: SyncEntry) throws(SyncWireError) -> ChangeEntry {
        guard entry.version <= version else { throw .newerVersion(entry.version) }
        guard entry.version == version else { throw .unknownVersion(entry.version) }
        guard let kind = ChangeKind(rawValue: entry.kind) else { throw .unknownKind(entry.kind) }
        let size = entry.body.utf8.count
        guard size <= maximumBodyBytes else { throw .oversized(bytes: size) }
        let body: SyncWireBody
        do {
            body = try JSONDecoder().decode(SyncWireBody.self, from: Data(entry.body.utf8))
        } catch let error as SyncWireError {
            throw error
        } catch {
            throw .malformed("its body is not the JSON of an entry")
        }
        guard body.id == entry.id else { throw .mismatch("id") }
        guard body.machine == entry.machine else { throw .mismatch("machine") }
        guard body.kind == kind else { throw .mismatch("kind") }
        guard body.time.isFinite else { throw .malformed("its time is not a number") }
        let change = ChangeEntry(
            id: body.id, time: Date(timeIntervalSince1970: body.time), machine: body.machine, kind: kind,
            habitID: body.habit, data: body.data, reverses: body.reverses ?? [], operation: body.operation)
        try SyncWireBounds.check(change)
        return change
    }
}
