import Foundation
import IntentKitTesting
import Primitives
import RitualistCore
import RitualistTransfer
import Testing

#if canImport(Glibc)
    import Glibc
#endif

struct HarshReaderTests {
    private static let habits = """
        # My habits
        ! Health
        Gym: 3/7
        Stretch: 1
        Weigh in: 0
        ! Work
        Review: 14: 2025-02-01
        Read books: 2/3  \r
        !NoSpace
        Journal: 1w

        """

    private static let log = [
        "2025-01-01 : Gym : y : Leg day : 1.5",
        "2025-01-01 : Stretch : s :  : ",
        "2025-01-02 : Stretch : n : Too tired : 0",
        "2025-01-02 : Gym : y",
        "# back-filled, and changed later: the last line wins",
        "2025-01-03 : Gym : n",
        "2025-01-03 : Gym : y :  : ",
        "2025-01-02 : Old habit : y",
        "2025-01-04 : Old habit : y",
        "2025-01-03 : Weigh in : y :  : 72.5",
    ].joined(separator: "\n")

    private static func folder(_ directory: TemporaryDirectory, habits: String = habits, log: String = log) throws
        -> String
    {
        try directory.write("harsh/habits", habits)
        try directory.write("harsh/log", log)
        return directory.path("harsh")
    }

    private static func read(_ path: String) throws(TransferError) -> ImportedHistory {
        try HarshReader().read(URL(fileURLWithPath: path))
    }

    @Test func habitsKeepTheirHeadingsEndsAndOrderAndLogsLandAsHarshMeansThem() throws {
        let directory = TemporaryDirectory()
        let history = try Self.read(Self.folder(directory))
        #expect(history.source == .harsh)
        #expect(history.habits.map(\.habit.name) == ["Gym", "Stretch", "Weigh in", "Review", "Read books", "Journal"])
        #expect(history.habits.map(\.habit.category) == ["Health", "Health", "Health", "Work", "Work", "Work"])
        #expect(history.habits[3].habit.endDate == Day(iso: "2025-02-01"))
        #expect(history.habits[0].logs.map(\.day.iso) == ["2025-01-01", "2025-01-02", "2025-01-03"])
        #expect(history.habits[1].logs.isEmpty)
        #expect(history.restDays == [RestDay(habitID: history.habits[1].habit.id, day: Day(iso: "2025-01-01")!)])
        #expect(
            history.habits.map(\.habit.startDate.iso) == [
                "2025-01-01", "2025-01-01", "2025-01-03", "2025-01-04", "2025-01-04", "2025-01-04",
            ])
    }

    @Test func everyApproximationAndLeftOutPartIsReported() throws {
        let directory = TemporaryDirectory()
        let history = try Self.read(Self.folder(directory))
        #expect(
            LoopReading.notes(history) == [
                "approximated Weigh in: 'tracking only (0)' became 'once a week': Ritualist has no habits without a schedule yet",
                "not imported Gym: amounts on 1 day (total 1.5): a harsh habit is done or not, and Ritualist's yes/no habits keep no amounts",
                "not imported Gym: 1 comment: Ritualist keeps no notes on days",
                "not imported Stretch: 1 comment: Ritualist keeps no notes on days",
                "not imported Weigh in: amounts on 1 day (total 72.5): a harsh habit is done or not, and Ritualist's yes/no habits keep no amounts",
                "not imported Old habit: 2 log lines of a habit the habits file does not list",
            ])
    }

    @Test(arguments: [
        ("1", Schedule.daily, true), ("7", .timesPerWeek(1), true), ("1w", .timesPerWeek(1), true),
        ("3/7", .timesPerWeek(3), true), ("2/1w", .timesPerWeek(2), true), ("3/3", .daily, true),
        ("0", .timesPerWeek(1), false), ("14", .timesInDays(1, days: 14), true),
        ("1/2", .timesInDays(1, days: 2), true),
        ("5/30", .timesPerMonth(5), true), ("6/7", .timesPerWeek(6), true), ("13/14", .timesInDays(13, days: 14), true),
        ("1/400", .timesInDays(1, days: 365), false),
    ])
    func aFrequencyLandsOnItsScheduleAndOnlyAYearOrMoreIsApproximated(text: String, schedule: Schedule, exact: Bool)
        throws
    {
        let directory = TemporaryDirectory()
        let history = try Self.read(Self.folder(directory, habits: "Walk: \(text)\n", log: ""))
        #expect(history.habits.first?.habit.schedule == schedule)
        #expect(history.notes.isEmpty == exact)
    }

    @Test(arguments: [
        ("habits", "Gym 3/7", "the line 'Gym 3/7' is not 'Name: frequency' or 'Name: frequency: YYYY-MM-DD'"),
        (
            "habits", "Gym: 3/0",
            "the frequency '3/0' is not one harsh reads (expected N or N/M, days or weeks: 1, 3/7, 1w, 0)"
        ),
        (
            "habits", "Gym: 8/7",
            "the frequency '8/7' is not one harsh reads (expected N or N/M, days or weeks: 1, 3/7, 1w, 0)"
        ),
        (
            "habits", "Gym: 2d",
            "the frequency '2d' is not one harsh reads (expected N or N/M, days or weeks: 1, 3/7, 1w, 0)"
        ),
        ("habits", "Gym: 1: soon", "the end date 'soon' is not a day (expected YYYY-MM-DD)"),
        ("log", "2025-01-01 : Gym", "the line '2025-01-01 : Gym' is not 'YYYY-MM-DD : habit : y, n or s'"),
        ("log", "2025-13-01 : Gym : y", "the date '2025-13-01' is not a day (expected YYYY-MM-DD)"),
        ("log", "2025-01-01 : Gym : x", "the result 'x' is not y, n or s"),
        (
            "log", "2025-01-01 : Gym : y : a : b : 1",
            "the line has 6 fields; harsh writes at most 5 (date : habit : result : comment : amount)"
        ),
        ("log", "2025-01-01 : Gym : y :  : lots", "the amount 'lots' is not a number"),
    ])
    func aLineThatDoesNotParseNamesTheFileAndTheLine(file: String, line: String, message: String) throws {
        let directory = TemporaryDirectory()
        let habits = file == "habits" ? "! Health\nWalk: 1\n\(line)\n" : "Gym: 1\n"
        let log = file == "log" ? "# comment\n\n\(line)\n" : ""
        let path = try Self.folder(directory, habits: habits, log: log)
        #expect(
            LoopReading.message { () throws(TransferError) in try Self.read(path) } == "\(path)/\(file):3: \(message)")
    }

    @Test func aMissingFileAFileForTheFolderAndAFIFOForTheLogAreRefused() throws {
        let directory = TemporaryDirectory()
        let path = try Self.folder(directory)
        #expect(
            LoopReading.message { () throws(TransferError) in try Self.read(path + "/habits") }
                == "\(path)/habits: is not a folder; expected the folder holding harsh's 'habits' and 'log'")
        try FileManager.default.removeItem(atPath: path + "/log")
        #expect(
            LoopReading.message { () throws(TransferError) in try Self.read(path) }
                == "\(path)/log: there is no such file")
        #expect(mkfifo(path + "/log", 0o600) == 0)
        #expect(
            LoopReading.message { () throws(TransferError) in try Self.read(path) }
                == "\(path)/log: is not a regular file (a pipe or a device); expected harsh's log file")
    }

    @Test func a2GiBLogIsRefusedBeforeAByteIsRead() throws {
        let directory = TemporaryDirectory()
        let path = try Self.folder(directory)
        try FileManager.default.removeItem(atPath: path + "/log")
        _ = try LargeFile.make(path + "/log")
        #expect(
            LoopReading.message { () throws(TransferError) in try Self.read(path) }
                == "\(path)/log: is larger than 64 MiB, the most Ritualist reads as harsh's log file")
    }
}
