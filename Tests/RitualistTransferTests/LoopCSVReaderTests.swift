import Foundation
import IntentKitTesting
import Primitives
import RitualistCore
import RitualistTransfer
import Testing

struct LoopCSVReaderTests {
    typealias Fixture = LoopCSVFixture

    private static func export() -> Fixture {
        var export = Fixture(habits: [
            "001,Meditate,YES_NO,Did you meditate?,,1,1,#FF8F00,,,,false",
            "002,Swim,YES_NO,,\"Pool, lane 3\",2,3,#00897B,,,,true",
            "003,Water,NUMERICAL,,,1,30,#00897B,litres,AT_LEAST,60.0,false",
            "004,Empty,YES_NO,,,1,1,#00897B,,,,false",
        ])
        export.checkmarks("001 Meditate", ["2015-01-25,YES_MANUAL,", "2015-01-24,SKIP,", "2015-01-23,NO,Sick"])
        export.checkmarks(
            "002 Swim",
            ["2015-01-25,YES_AUTO,", "2015-01-24,YES_MANUAL,", "2015-01-23,YES_AUTO,\"Forgot to do it, really\""])
        export.checkmarks("003 Water", ["2015-01-25,2500,", "2015-01-24,UNKNOWN,\"\"\"Vacation\"\"\""])
        export.checkmarks("004 Empty", [])
        return export
    }

    private static func read(_ path: String) throws(TransferError) -> ImportedHistory {
        try LoopCSVReader().read(URL(fileURLWithPath: path))
    }

    @Test func aFolderAndAZipGiveOneHistory() throws {
        let directory = TemporaryDirectory()
        let fromFolder = try Self.read(Self.export().folder(in: directory))
        let fromZip = try Self.read(Self.export().zip(in: directory))
        for history in [fromFolder, fromZip] {
            #expect(history.source == .loopCSV)
            #expect(history.habits.map(\.habit.name) == ["Meditate", "Swim", "Water", "Empty"])
            #expect(history.habits.map(\.habit.isActive) == [true, false, true, true])
            #expect(
                history.habits.map { $0.logs.map { "\($0.day)=\(LoopReading.number($0.value))" } } == [
                    ["2015-01-25=1"], ["2015-01-24=1"], ["2015-01-25=2.5"], [],
                ])
            #expect(history.restDays.map(\.day.iso) == ["2015-01-24"])
            #expect(
                history.habits.map(\.habit.startDate.iso) == ["2015-01-23", "2015-01-23", "2015-01-24", "2015-01-25"])
        }
        #expect(LoopReading.notes(fromFolder) == LoopReading.notes(fromZip))
    }

    @Test func everyApproximationAndLeftOutPartIsReported() throws {
        let directory = TemporaryDirectory()
        let history = try Self.read(Self.export().folder(in: directory))
        #expect(
            LoopReading.notes(history) == [
                "not imported Meditate: 1 entry note: Ritualist keeps no notes on days",
                "not imported Swim: 2 automatic checks (YES_AUTO): Loop derives them from the frequency, they are not days done",
                "not imported Swim: 1 entry note: Ritualist keeps no notes on days",
                "not imported Swim: its description: 'Pool, lane 3'",
                "approximated Water: a target of 'at least 60 litres a month' became 'at least 2 litres a day'",
                "not imported Water: 1 entry note: Ritualist keeps no notes on days",
                "not imported -: habit colours: Ritualist has no colours",
            ])
    }

    @Test func aHabitWithoutItsFolderArrivesEmptyWithANote() throws {
        let directory = TemporaryDirectory()
        var export = Self.export()
        export.files["004 Empty/Checkmarks.csv"] = nil
        let history = try Self.read(export.folder(in: directory))
        #expect(
            LoopReading.notes(history).last
                == "not imported Empty: its days: the export holds no Checkmarks.csv for it")
    }

    @Test(arguments: [
        ("Habits.csv", 1, "the header has no 'Archived?' column"),
        ("Habits.csv", 3, "the frequency '2/0' is not a number of times in a number of days"),
        ("001 Meditate/Checkmarks.csv", 3, "the date '2015-13-24' is not a day (expected YYYY-MM-DD)"),
        (
            "001 Meditate/Checkmarks.csv", 2,
            "the value 'DONE' is not one Loop writes (expected YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN or a number)"
        ),
        ("001 Meditate/Checkmarks.csv", 1, "the header has no 'Value' column"),
    ])
    func aBadCellOrAMissingColumnNamesTheFileAndTheRow(file: String, row: Int, message: String) throws {
        let directory = TemporaryDirectory()
        var export = Self.export()
        let habits = export.files["Habits.csv"]!
        switch (file, row) {
        case ("Habits.csv", 1): export.files[file] = habits.replacingOccurrences(of: ",Archived?", with: "")
        case ("Habits.csv", _): export.files[file] = habits.replacingOccurrences(of: ",2,3,", with: ",2,0,")
        case (_, 3): export.checkmarks("001 Meditate", ["2015-01-25,YES_MANUAL,", "2015-13-24,SKIP,"])
        case (_, 2): export.checkmarks("001 Meditate", ["2015-01-25,DONE,"])
        default: export.checkmarks("001 Meditate", ["2015-01-25"], header: "Date")
        }
        for path in [try export.folder(in: directory), try export.zip(in: directory)] {
            let thrown = LoopReading.message { () throws(TransferError) in try Self.read(path) }
            #expect(thrown == "\(path)/\(file):\(row): \(message)")
        }
    }

    @Test func aZipEntryLeavingTheFolderIsRefused() throws {
        let directory = TemporaryDirectory()
        let path = try Self.export().zip(in: directory, extra: ["../../evil.csv": Data("x".utf8)])
        #expect(
            LoopReading.message { () throws(TransferError) in try Self.read(path) }
                == "\(path): holds the entry '../../evil.csv', whose path leaves the archive's folder; refused")
    }

    @Test func aZipEntryInflatingPastTheBoundIsRefusedWithoutBeingKept() throws {
        let directory = TemporaryDirectory()
        var export = Self.export()
        export.checkmarks("001 Meditate", Array(repeating: "2015-01-25,YES_MANUAL,", count: 400))
        let path = try export.zip(in: directory)
        let thrown = LoopReading.message { () throws(TransferError) in
            try LoopCSVReader(maximumEntrySize: 4096).read(URL(fileURLWithPath: path))
        }
        #expect(
            thrown == "\(path)/001 Meditate/Checkmarks.csv: is larger than 4096 bytes uncompressed, "
                + "the most Ritualist reads from one entry")
    }

    @Test func aFileThatIsNeitherAFolderNorAZipIsRefused() throws {
        let directory = TemporaryDirectory()
        let path = try directory.write("Habits.csv", "Position,Name\n")
        #expect(
            LoopReading.message { () throws(TransferError) in try Self.read(path) }
                == "\(path): is not a Loop CSV export: it is neither a folder nor a zip archive")
        let empty = directory.path("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        #expect(
            LoopReading.message { () throws(TransferError) in try Self.read(empty) }
                == "\(empty)/Habits.csv: there is no such file")
    }

    @Test func a2GiBZipIsRefusedBeforeAByteIsRead() throws {
        let directory = TemporaryDirectory()
        let path = try LargeFile.make(directory.path("export.zip"))
        #expect(
            LoopReading.message { () throws(TransferError) in try Self.read(path) }
                == "\(path): is larger than 256 MiB, the most Ritualist reads as a Loop CSV export")
    }

    @Test func aDeflatedEntryCutShortIsRefusedRatherThanReadForever() throws {
        let directory = TemporaryDirectory()
        let path = try Self.export().zip(in: directory)
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        // The last entry's stream now opens with a stored block of 65,535 bytes, past the end of the file.
        let data = try #require(LoopCSVFixture.dataOffset(of: "Habits.csv", in: bytes))
        bytes.replaceSubrange(data..<data + 5, with: [0x00, 0xFF, 0xFF, 0x00, 0x00])
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(
            LoopReading.message { () throws(TransferError) in try Self.read(path) }
                == "\(path)/Habits.csv: cannot be read from the zip archive: it is damaged")
    }

    @Test func aFolderIsFoundByItsNumberAloneAndTheFirstByNameWinsATie() throws {
        let directory = TemporaryDirectory()
        var export = Fixture(habits: ["001,Ωμέγα,YES_NO,,,1,1,#00897B,,,,false"])
        export.checkmarks("001", ["2015-01-25,YES_MANUAL,"])
        export.checkmarks("001 Omega", ["2015-01-24,YES_MANUAL,"])
        let path = try export.zip(in: directory)
        for _ in 0..<5 {
            // `001 Omega/Checkmarks.csv` sorts before `001/Checkmarks.csv` (a space before a slash).
            #expect(LoopReading.logs(try Self.read(path)) == ["2015-01-24=1"])
        }
        export.files["001 Omega/Checkmarks.csv"] = nil
        #expect(LoopReading.logs(try Self.read(export.folder(in: directory))) == ["2015-01-25=1"])
    }
}
