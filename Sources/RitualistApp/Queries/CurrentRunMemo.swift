import IntentKit
import Primitives
import RitualistCore

/// The current overall streak, kept in a file of the state folder with everything it was derived from, so that a
/// status bar, which asks for it at every poll, reads the whole history again only once something has changed.
///
/// What it is derived from is the key: the store's history revision, today, the settings streaks read (the
/// threshold and the first day of the week), the category it is of (none for every habit), and the identity of the
/// program that derived it. While all of them
/// are the same, so is the streak; a store that cannot name its revision is never memoised. The revision is read
/// before the history, so a change made meanwhile only makes the kept key one that never matches again.
///
/// Safe to delete: a missing, unreadable or malformed file, or one kept for other inputs, is recomputed and
/// written again, whole, owner-only and through a rename. A failure to write only means the next poll recomputes.
///
/// ```swift
/// let memo = CurrentRunMemo(path: paths.stateDirectory + "/streak-cache.json")
/// let run = try memo.run(store: store, today: today, settings: settings)
/// let evening = try CurrentRunMemo(path: paths.streakMemo, category: "Evening")
///     .run(store: store, category: ("Evening", eveningHabits), today: today, settings: settings)
/// ```
package struct CurrentRunMemo: Sendable {
    package let path: String
    /// The identity of the program deriving the run (see `RunningProgram`); nil keeps nothing.
    let program: String?

    package init(path: String) {
        self.init(path: path, program: RunningProgram.identity)
    }

    init(path: String, program: String?) {
        self.path = path
        self.program = program
    }

    /// The memo of one category's streak: a file of its own beside `path`, named by a hash of the category's key,
    /// so that a bar for one category and a bar for all do not derive each other's streak again at every poll.
    package init(path: String, category: String?) {
        self.init(path: Self.path(path, category: category), program: RunningProgram.identity)
    }

    init(path: String, category: String?, program: String?) {
        self.init(path: Self.path(path, category: category), program: program)
    }

    /// The kept run when it was derived from exactly these inputs; otherwise `HistoryQuery.currentRun`, kept.
    /// With `category`, the run is of its habits (`habits`) alone, and the category is part of the key.
    package func run(
        store: any HistoryStore, category: (name: String, habits: [Habit])? = nil, today: Day,
        settings: RitualistSettings
    ) throws -> CurrentRun {
        let derive = {
            try HistoryQuery.currentRun(store: store, habits: category?.habits, today: today, settings: settings)
        }
        guard let revision = try store.historyRevision(), let program else { return try derive() }
        let key = Self.key(
            revision: revision, today: today, settings: settings, program: program, category: category?.name)
        if let kept = kept(for: key) { return kept }
        let run = try derive()
        OwnerOnlyFile.replace(path, with: JSONValue.object(key + Self.fields(of: run)).serialized())
        return run
    }

    /// `…/streak-cache.json` for every habit, `…/streak-cache-1a2b3c4d5e6f7a8b.json` for a category.
    static func path(_ path: String, category: String?) -> String {
        guard let category else { return path }
        // FNV-1a: stable across runs and builds, where Hasher is seeded anew by each process.
        let hash = Habit.categoryKey(category).utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { hash, byte in
            (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let stem = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
        let digits = String(hash, radix: 16)
        return stem + "-" + String(repeating: "0", count: 16 - digits.count) + digits + ".json"
    }

    static let version = 1

    static func key(
        revision: String, today: Day, settings: RitualistSettings, program: String, category: String? = nil
    ) -> [(String, JSONValue)] {
        [
            ("version", .int(version)), ("revision", .string(revision)), ("today", .string(today.iso)),
            ("threshold", .string(settings.threshold.description)), ("weekStart", .int(settings.weekStart.rawValue)),
            ("program", .string(program)), ("category", .optional(category.map(Habit.categoryKey))),
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
