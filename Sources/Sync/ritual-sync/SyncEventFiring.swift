import Foundation
import IntentKit
import Primitives
import RitualistApp
import RitualistSync

/// The home's ledger, with what each pull applies refreshing the bars (config.yaml's `refresh:` hooks, once after a
/// pull that changed something) and starting the automations whose event triggers follow it, as a press does: detached,
/// one level deeper, journaled with their trigger, `event.source` = `sync`.
///
/// The events are read from what the local transaction committed and fired after it: an entry applied is never
/// applied again, so a change fires at most once per machine; a `ritual-sync` killed between the commit and the
/// start of the automations loses those events (docs/sync.md, "Events from sync").
struct SyncEventFiring: SyncLedger {
    let ledger: SQLiteSyncLedger
    let runtime: RitualistRuntime
    let environment: [String: String]

    func outbox(limit: Int) throws -> [SyncEntry] { try ledger.outbox(limit: limit) }
    func markPushed(_ ids: [UUID], at time: Date) throws { try ledger.markPushed(ids, at: time) }
    func pullCursor() throws -> Int64 { try ledger.pullCursor() }
    func status() throws -> SyncLedgerStatus { try ledger.status() }

    func apply(_ entries: [PulledEntry], at time: Date) throws -> SyncApplyReport {
        let report = try ledger.apply(entries, at: time)
        if !report.events.isEmpty { triggers()?.fire(report.events.compactMap(Self.changeEvent)) }
        return report
    }

    /// The bars refreshed once after a pull that changed something, however many pages it took.
    func pullEnded(applied: Int) {
        guard applied > 0, let hooks = (try? runtime.settings(using: ["refresh"]))?.refresh else { return }
        RefreshListener(hooks: hooks, environment: environment).refresh()
    }

    /// The home's event triggers, loaded only when a user declaration follows an event (its text says `event:`).
    private func triggers() -> EventTriggers? {
        let marker = Array("event:".utf8)
        guard runtime.declarationSources().sources.contains(where: { $0.origin == .user && $0.bytes.contains(marker) })
        else { return nil }
        return EventTriggers(
            catalog: runtime.makeRunner().catalog, executable: Self.ritual(environment: environment),
            environment: environment, journal: Journal(path: runtime.paths.journal), clock: .fixed(runtime.now),
            allDone: { false })
    }

    /// The event a pull fired, as templates read it; nil for a kind this build does not follow.
    static func changeEvent(_ event: SyncEvent) -> ChangeEvent? {
        guard let kind = RitualistEvent(rawValue: event.kind) else { return nil }
        return ChangeEvent(
            kind: kind, habitID: event.habitID?.uuidString.lowercased(), habitName: event.habitName, day: event.day,
            value: event.value, source: "sync", depth: event.depth)
    }

    /// `ritual`: `RITUALIST_EXECUTABLE` when it names one, else beside `ritual-sync` (as a build or an install puts
    /// them), else on `PATH`.
    static func ritual(environment: [String: String]) -> String {
        if let path = environment["RITUALIST_EXECUTABLE"], path.hasPrefix("/") { return path }
        let own = ProgramPath.of(environment: [:])
        return SiblingProgram.locate("ritual", beside: own, environment: environment)
            ?? SiblingProgram.candidates("ritual", beside: own, environment: environment)[0]
    }
}
