import Foundation
import IntentKitTesting
import RitualistApp
import RitualistCore
import RitualistStore
import RitualistSync
import Synchronization

/// 2025-11-03 + `offset` days.
func day(_ offset: Int) -> Day { Day(year: 2025, month: 11, day: 3)!.adding(days: offset) }

/// Noon UTC of `day`, plus `minutes`.
func noon(_ day: Day, minutes: Double = 0) -> Date {
    Date(timeIntervalSince1970: Double(day.ordinal) * 86_400 + 12 * 3_600 + minutes * 60)
}

/// One machine: a home in a temporary folder with its own store, machine id, clock and config.yaml, and its ledger.
final class SyncHome: Sendable {
    let directory: TemporaryDirectory
    let machine: UUID
    /// The home's config.yaml, absent until a test writes it.
    let configPath: String
    let store: SQLiteHabitStore
    let ledger: SQLiteSyncLedger
    private let now: TestClock

    /// A home whose machine id is `machine` (a fixed id orders same-instant writes the same way in every run).
    /// With `inMemory`, its folder is in memory where the system has one (`TemporaryDirectory.memory`).
    init(machine: String, at start: Date = noon(day(0)), depth: Int = 0, inMemory: Bool = false) throws {
        directory = TemporaryDirectory(
            prefix: "ritualist-sync-test", under: inMemory ? TemporaryDirectory.memory : nil)
        let machine = UUID(uuidString: machine)!
        let clock = TestClock(start)
        now = clock
        self.machine = machine
        let stamp = ChangeStamp(clock: { clock.time }, machine: { machine }, depth: depth)
        store = try SQLiteHabitStore.open(at: directory.path("data/ritualist.sqlite"), stamp: stamp)
        configPath = directory.path("config/config.yaml")
        ledger = SQLiteSyncLedger(store: store, settings: SyncedSettingsFile(path: configPath), machine: { machine })
    }

    /// config.yaml's text; nil when there is none.
    var config: String? {
        get { FileManager.default.contents(atPath: configPath).map { String(decoding: $0, as: UTF8.self) } }
        set {
            try? FileManager.default.createDirectory(
                atPath: directory.path("config"), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            _ = FileManager.default.createFile(
                atPath: configPath, contents: newValue.map { Data($0.utf8) }, attributes: [.posixPermissions: 0o600])
        }
    }

    /// The first of two machines; its id is the smaller.
    static func laptop() throws -> SyncHome { try SyncHome(machine: "0195f7a0-0000-7000-8000-00000000000a") }

    /// The second of two machines.
    static func desktop() throws -> SyncHome { try SyncHome(machine: "0195f7a0-0000-7000-8000-00000000000b") }

    /// Moves this machine's clock to `instant`; the changes it makes next are stamped with it.
    func clock(_ instant: Date) { now.time = instant }

    var time: Date { now.time }

    @discardableResult
    func add(_ draft: HabitDraft, id: UUID = UUID()) throws -> Habit {
        try store.addHabit(draft, id: id, createdAt: time)
    }

    @discardableResult
    func log(_ habit: Habit, on day: Day, _ action: LogAction = .complete, zone: String = "America/New_York")
        throws -> LogReceipt
    {
        try store.log(habitID: habit.id, day: day, action: action, today: day, at: time, timeZone: zone)
    }

    func habit(named name: String) throws -> Habit {
        guard let habit = try store.habit(named: name) else { throw SyncTestError.noHabit(name) }
        return habit
    }

    /// The day's logs of the habit named `name`.
    func logs(_ name: String, on day: Day) throws -> [HabitLog] {
        try store.logs(habitID: try habit(named: name).id, from: day, through: day)
    }

    /// The day's total of the habit named `name`.
    func total(_ name: String, on day: Day) throws -> Double {
        try logs(name, on: day).reduce(0) { $0 + $1.value }
    }
}

/// A clock a test moves by hand.
final class TestClock: Sendable {
    private let now: Mutex<Date>

    init(_ start: Date) { now = Mutex(start) }

    var time: Date {
        get { now.withLock { $0 } }
        set { now.withLock { $0 = newValue } }
    }
}

enum SyncTestError: Error {
    case noHabit(String)
}

/// The drafts the merge tests use: a binary daily habit and a numeric one (8 glasses, at most 16 a day).
enum Drafts {
    static let stretch = HabitDraft(name: "Stretch", startDate: day(-800))
    static let water = HabitDraft(name: "Water", kind: .numeric, unit: "glasses", dailyTarget: 8, startDate: day(-800))
}
