import Foundation
import IntentKitTesting
import RitualistCore
import RitualistStore
import RitualistTransfer
import Testing

/// A history imported from Loop or harsh, exported, and imported into an empty store comes back whole: the same
/// habits, logs and rest days, so every view (`habit list`, `streak`, `calendar`) of the two stores is the same.
struct ForeignRoundTripTests {
    /// A Loop backup with every frequency and target kind, an archived habit, a skip and a YES_AUTO.
    static func loopBackup(in directory: TemporaryDirectory) throws -> String {
        var fixture = LoopBackupFixture()
        fixture.habits = [
            .init(id: 1, name: "Meditate"),
            .init(id: 2, name: "Swim", freqNum: 2, freqDen: 3),
            .init(id: 3, name: "Call home", freqNum: 3, freqDen: 30),
            .init(id: 4, name: "Plants", freqNum: 1, freqDen: 4, archived: 1),
            .init(id: 5, name: "Coffee", type: 1, targetType: 1, targetValue: 2, unit: "cups"),
            .init(id: 6, name: "Cycle", type: 1, freqDen: 7, targetValue: 50, unit: "km"),
        ]
        let days = ["2025-01-01", "2025-01-02", "2025-01-03", "2025-01-05"]
        for (index, day) in days.enumerated() {
            let time = LoopBackupFixture.timestamp(day)
            fixture.entries += [
                .init(habit: 1, timestamp: time, value: index == 2 ? 3 : 2),
                .init(habit: 2, timestamp: time, value: index == 1 ? 1 : 2),
                .init(habit: 3, timestamp: time),
                .init(habit: 4, timestamp: time),
                .init(habit: 5, timestamp: time, value: 1000 * index),
                .init(habit: 6, timestamp: time, value: 12_500),
            ]
        }
        let path = directory.path("backup.db")
        try fixture.write(to: path)
        return path
    }

    static func loopCSV(in directory: TemporaryDirectory) throws -> String {
        var export = LoopCSVFixture(habits: [
            "001,Meditate,YES_NO,,,1,1,#FF8F00,,,,false",
            "002,Swim,YES_NO,,,2,3,#00897B,,,,true",
            "003,Water,NUMERICAL,,,1,1,#00897B,litres,AT_MOST,3.0,false",
        ])
        export.checkmarks("001 Meditate", ["2025-01-03,YES_MANUAL,", "2025-01-02,SKIP,", "2025-01-01,YES_MANUAL,"])
        export.checkmarks("002 Swim", ["2025-01-03,YES_AUTO,", "2025-01-02,YES_MANUAL,"])
        export.checkmarks("003 Water", ["2025-01-03,2500,", "2025-01-02,0,"])
        return try export.zip(in: directory)
    }

    static func harsh(in directory: TemporaryDirectory) throws -> String {
        try directory.write("harsh/habits", "! Health\nGym: 3/7\nStretch: 1\nReview: 14\nRead: 2/3: 2025-01-31\n")
        try directory.write(
            "harsh/log",
            "2025-01-01 : Gym : y\n2025-01-01 : Stretch : s\n2025-01-02 : Stretch : y\n2025-01-02 : Review : y\n"
                + "2025-01-03 : Read : y\n")
        return directory.path("harsh")
    }

    static let fixtures: [(ImportSource, @Sendable (TemporaryDirectory) throws -> String)] = [
        (.loop, loopBackup), (.loopCSV, loopCSV), (.harsh, harsh),
    ]

    /// What a store holds, compared whole.
    static func contents(_ store: any HabitStore) throws -> String {
        let snapshot = try HistorySnapshot.read(from: store)
        return "\(snapshot.habits)\n\(snapshot.logs.sorted { $0.id.text < $1.id.text })\n\(snapshot.restDays)"
    }

    @Test(arguments: fixtures.indices)
    func anImportedHistoryExportedAndImportedAgainComesBackWhole(index: Int) throws {
        let (source, write) = Self.fixtures[index]
        let first = try TransferFixture(empty: true)
        let file = try write(first.folder)
        let imported = try HistoryImport(path: file).run(into: first.store, configPath: first.folder.path("a.yaml"))
        #expect(imported.source == source)
        #expect(imported.habitsImported > 0 && imported.logsImported > 0)

        let second = try TransferFixture(empty: true)
        _ = try HistoryImport(path: try first.exportFile()).run(
            into: second.store, configPath: second.folder.path("b.yaml"))
        #expect(try Self.contents(second.store) == Self.contents(first.store))
    }
}
