import Foundation
import IntentKitTesting
import RitualistTransfer
import Testing

/// Damaged files of every format give a history or an error, never a crash.
struct LoopMutationTests {
    private static func mutate(_ bytes: [UInt8], _ generator: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...8, using: &generator) where !bytes.isEmpty {
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
            case 1: bytes.remove(at: index)
            default: bytes = Array(bytes.prefix(index))
            }
        }
        return bytes
    }

    @Test(arguments: ["backup", "zip", "harsh"])
    func aDamagedFileGivesAHistoryOrAnErrorNeverACrash(format: String) throws {
        let directory = TemporaryDirectory()
        var generator = SeededGenerator(state: 24)
        var fixture = LoopBackupFixture()
        fixture.habits = [.init(id: 1, name: "Run", type: 1, freqDen: 7, targetValue: 5, unit: "km")]
        fixture.entries = (0..<50).map { .init(habit: 1, timestamp: $0 * 86_400_000, value: $0 * 100) }
        var export = LoopCSVFixture(habits: ["001,Run,NUMERICAL,,,1,7,#00897B,km,AT_LEAST,5.0,false"])
        export.checkmarks("001 Run", (1...28).map { "2015-02-\(String(format: "%02d", $0)),\($0 * 100)," })
        let original: [UInt8]
        let path: String
        switch format {
        case "backup":
            path = directory.path("backup.db")
            try fixture.write(to: path)
            original = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        case "zip":
            path = try export.zip(in: directory)
            original = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        default:
            path = directory.path("harsh/log")
            try directory.write("harsh/habits", "! Health\nRun: 3/7\nRead: 1: 2025-06-01\n")
            original = Array("2025-01-01 : Run : y : fast : 5\n2025-01-02 : Read : s :  : \n".utf8)
        }
        var outcomes: Set<String> = []
        for _ in 0..<300 {
            try Data(Self.mutate(original, &generator)).write(to: URL(fileURLWithPath: path))
            let reader: any HistoryReader =
                switch format {
                case "backup": LoopBackupReader()
                case "zip": LoopCSVReader()
                default: HarshReader()
                }
            let location = format == "harsh" ? directory.path("harsh") : path
            do {
                _ = try reader.read(URL(fileURLWithPath: location))
                outcomes.insert("read")
            } catch {
                outcomes.insert("refused")
            }
        }
        #expect(outcomes.contains("refused"))
    }
}
