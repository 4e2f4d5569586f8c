import Foundation
import IntentKitTesting
import Primitives
import RitualistTransfer
import Testing

struct LoopCSVBoundsTests {
    /// An export of three habits whose Checkmarks.csv files each hold some 3,300 bytes.
    private static func export() -> LoopCSVFixture {
        var export = LoopCSVFixture(habits: [
            "001,Run,YES_NO,,,1,1,#FF8F00,,,,false", "002,Swim,YES_NO,,,1,1,#FF8F00,,,,false",
            "003,Read,YES_NO,,,1,1,#FF8F00,,,,false",
        ])
        for folder in ["001 Run", "002 Swim", "003 Read"] {
            export.checkmarks(folder, Array(repeating: "2015-01-25,YES_MANUAL,", count: 150))
        }
        return export
    }

    private static let reader = LoopCSVReader(maximumEntrySize: 4096, maximumTotalSize: 8192)

    @Test(arguments: [false, true])
    func anExportWhoseFilesTogetherPassTheTotalBoundIsRefusedNamingTheBound(zipped: Bool) throws {
        let directory = TemporaryDirectory()
        let path = try zipped ? Self.export().zip(in: directory) : Self.export().folder(in: directory)
        let thrown = LoopReading.message { () throws(TransferError) in
            try Self.reader.read(URL(fileURLWithPath: path))
        }
        let size = zipped ? "8192 bytes uncompressed" : "8192 bytes"
        #expect(
            thrown == "\(path): holds more than \(size) in the files an import reads (reached at "
                + "'003 Read/Checkmarks.csv'), the most Ritualist reads from one export")
    }

    @Test func withinTheTotalBoundEveryHabitArrives() throws {
        let directory = TemporaryDirectory()
        let path = try Self.export().zip(in: directory)
        let history = try LoopCSVReader(maximumEntrySize: 4096, maximumTotalSize: 16_384).read(
            URL(fileURLWithPath: path))
        #expect(history.habits.map(\.logs.count) == [1, 1, 1])
    }

    @Test func aCheckmarksFileHabitsCSVDoesNotNameIsNeverInflated() throws {
        let directory = TemporaryDirectory()
        var export = LoopCSVFixture(habits: ["001,Run,YES_NO,,,1,1,#FF8F00,,,,false"])
        export.checkmarks("001 Run", ["2015-01-25,YES_MANUAL,"])
        for number in 2...9 {
            export.checkmarks("00\(number) Gone", Array(repeating: "2015-01-25,YES_MANUAL,", count: 1000))
        }
        let path = try export.zip(in: directory)
        let history = try Self.reader.read(URL(fileURLWithPath: path))
        #expect(history.habits.map(\.habit.name) == ["Run"])
        #expect(history.habits.map(\.logs.count) == [1])
    }
}
