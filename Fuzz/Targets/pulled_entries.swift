// Fuzzes what a pull reads from the server: one entry's body through `SyncWire.changeEntry`, the body reader and
// the boundary checks a pulled entry is held to before it is applied. The first byte picks the kind the server's
// column names; the body's id and machine must be the seeds' (the dictionary has them) to get past the columns.
// What is accepted must lie within the bounds: every time formats as a journal stamp, an order leaves room for
// the next, two amounts of a day sum to a number; and it must travel again unchanged (written, then read back).
import IntentKit
import RitualistCore
import RitualistSync

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

private let id = UUID(uuidString: "0195f7a0-0000-7000-8000-000000000001") ?? UUID()
private let machine = UUID(uuidString: "0195f7a0-0000-7000-8000-00000000000a") ?? UUID()
private let kinds = ChangeKind.allCases.map(\.rawValue) + ["habit.renamed"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPulledEntries(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let kind = kinds[Int(bytes[0]) % kinds.count]
    let body = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let pulled = SyncEntry(
        id: id, machine: machine, kind: kind, version: 1, body: body, stampedAt: Date(timeIntervalSince1970: 0))
    guard let entry = try? SyncWire.changeEntry(pulled) else { return 0 }
    var times = [entry.time]
    if let habit = entry.data.habit {
        times.append(Date(timeIntervalSince1970: habit.createdAt))
        if habit.displayOrder == .max { fatalError("an order of Int.max was accepted: \(body.debugDescription)") }
    }
    if let log = entry.data.log {
        times.append(Date(timeIntervalSince1970: log.loggedAt))
        if !(log.value + log.value).isFinite { fatalError("an amount past the bound was accepted: \(log.value)") }
    }
    for time in times { _ = LocalMoment.utcStamp(time) }
    for key in entry.data.settings?.keys.sorted() ?? [] where !SyncedSettingKeys.all.contains(key) {
        fatalError("a setting that does not sync was accepted: '\(key)'")
    }
    let again: ChangeEntry
    do {
        again = try SyncWire.changeEntry(SyncWire.syncEntry(entry))
    } catch {
        fatalError("an accepted entry does not read back once written (\(error)): \(body.debugDescription)")
    }
    if again != entry { fatalError("an accepted entry reads back changed: \(body.debugDescription)") }
    return 0
}
