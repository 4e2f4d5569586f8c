import IntentKit
import Primitives
import RitualistCore

/// The current overall streak, kept in a file of the state folder with everything it was derived from, so that a
/// status bar, which asks for it at every poll, reads the whole history again only once something has changed.
///
/// What it is derived from is the key: the store's history revision, today, the settings streaks read (the
/// threshold and the first day of the week), and the identity of the program that derived it. While all of them
/// are the same, so is the streak; a store that cannot name its revision is never memoised. The revision is read
/// before the history, so a change made meanwhile only makes the kept key one that never matches again.
///
/// Safe to delete: a missing, unreadable or malformed file, or one kept for other inputs, is recomputed and
/// written again, whole, owner-only and through a rename. A failure to write only means the next poll recomputes.
///
/// ```swift
/// let memo = CurrentRunMemo(path: paths.stateDirectory + "/streak-cache.json")
/// let run = try memo.run(store: store, today: today, settings: settings)
/// ```
public struct CurrentRunMemo: Sendable {
    public let path: String
    /// The identity of the program deriving the run (see `RunningProgram`); nil keeps nothing.
    let program: String?

    public init(path: String) {
        self.init(path: path, program: RunningProgram.identity)
    }

    init(path: String, program: String?) {
        self.path = path
        self.program = program
    }

    /// The kept run when it was derived from exactly these inputs; otherwise `HistoryQuery.currentRun`, kept.
    public func run(store: any HabitStore, today: Day, settings: RitualistSettings) throws -> CurrentRun {
        guard let revision = try store.historyRevision(), let program else {
            return try HistoryQuery.currentRun(store: store, today: today, settings: settings)
        }
        let key = Self.key(revision: revision, today: today, settings: settings, program: program)
        if let kept = kept(for: key) { return kept }
        let run = try HistoryQuery.currentRun(store: store, today: today, settings: settings)
        OwnerOnlyFile.replace(path, with: JSONValue.object(key + Self.fields(of: run)).serialized())
        return run
    }

    static let version = 1

    static func key(revision: String, today: Day, settings: RitualistSettings, program: String) -> [(String, JSONValue)]
    {
        [
            ("version", .int(version)), ("revision", .string(revision)), ("today", .string(today.iso)),
            ("threshold", .string(settings.threshold.description)), ("weekStart", .int(settings.weekStart.rawValue)),
            ("program", .string(program)),
        ]
    }

    static func fields(of run: CurrentRun) -> [(String, JSONValue)] {
        [
            ("current", .int(run.current)), ("start", run.start.map { .string($0.iso) } ?? .null),
            ("atRisk", .bool(run.atRisk)), ("brokenAt", run.brokenAt.map { .string($0.iso) } ?? .null),
        ]
    }

    /// The run in the file when the file was kept for `key` and reads back as one.
    func kept(for key: [(String, JSONValue)]) -> CurrentRun? {
        guard let bytes = FileSystem.readBytes(path), let value = try? JSONParser.parse(bytes: bytes),
            key.allSatisfy({ name, expected in value[name] == expected }),
            let current = value["current"]?.intValue, current >= 0, let atRisk = value["atRisk"]?.boolValue,
            let start = Self.day(value["start"]), let brokenAt = Self.day(value["brokenAt"])
        else { return nil }
        return CurrentRun(current: current, start: start, atRisk: atRisk, brokenAt: brokenAt)
    }

    /// A day or null, as `fields` writes them: nil when the value is neither (`.some(nil)` for null).
    private static func day(_ value: JSONValue?) -> Day?? {
        switch value {
        case .null: return .some(nil)
        case .string(let text): return Day(iso: text).map { .some($0) }
        default: return nil
        }
    }
}
